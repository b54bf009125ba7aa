/** Text that screen readers read and the screen does not show (e.g. 'Unread:' before an unread item). */
export const SCREEN_READER_ONLY_SX = {
  position: "absolute",
  width: "1px",
  height: "1px",
  p: 0,
  m: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
