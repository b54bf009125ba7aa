/** A theme colour (#rrggbb) as getComputedStyle reports it: rgb(r, g, b). */
export const cssRgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
