/** The screen size a wall display's page is laid out for at 1:1. */
export const DISPLAY_DESIGN_SIZE = { width: 1600, height: 900 } as const;

/**
 * How much larger than 1:1 a wall display's page is drawn on a screen: 1 up to the design size, then growing
 * with the screen, so a 4K display shows the same page larger, as legible from across the room as a 1080p one.
 */
export const displayScale = ({ width, height }: { width: number; height: number }): number =>
  Math.max(1, Math.min(width / DISPLAY_DESIGN_SIZE.width, height / DISPLAY_DESIGN_SIZE.height));
