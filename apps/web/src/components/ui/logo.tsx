export type LogoProps = { size?: number; color?: string };

/** The product mark: a field marker over a grid. */
export const Logo = ({ size = 32, color = "currentColor" }: LogoProps) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="30" height="30" rx="7" fill={color} opacity="0.14" />
    <path d="M16 5c-4.4 0-8 3.4-8 7.7C8 18.4 16 27 16 27s8-8.6 8-14.3C24 8.4 20.4 5 16 5Z" fill={color} />
    <circle cx="16" cy="12.6" r="3.2" fill="#fff" />
  </svg>
);
