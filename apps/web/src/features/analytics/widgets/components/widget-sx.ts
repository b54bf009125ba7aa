import { SCREEN_READER_ONLY_SX } from "../../../../components/ui/screen-reader-only.ts";

/**
 * Read by screen readers and hidden from sight until something inside it has the keyboard focus: a chart's
 * data table, whose buttons open the records behind each bar or slice.
 */
export const REVEAL_ON_FOCUS_SX = {
  ...SCREEN_READER_ONLY_SX,
  "&:focus-within": {
    position: "static",
    width: "auto",
    height: "auto",
    m: 0,
    mt: 1.5,
    overflow: "visible",
    clip: "auto",
    whiteSpace: "normal",
  },
} as const;
