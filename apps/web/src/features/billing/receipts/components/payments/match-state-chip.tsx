import { Chip, type ChipProps } from "@mui/material";

/** Unmatched still needs matching (amber), partly matched is under way (blue), matched is done (green). */
const COLOURS: Readonly<Record<string, ChipProps["color"]>> = {
  Unmatched: "warning",
  "Partly matched": "info",
  Matched: "success",
};

/** A payment's match state by its name, coloured by what it means. */
export const MatchStateChip = ({ state }: { state: string }) => (
  <Chip label={state} size="small" color={COLOURS[state] ?? "default"} />
);
