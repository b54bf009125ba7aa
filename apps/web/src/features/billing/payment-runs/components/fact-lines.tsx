import { Box, Typography } from "@mui/material";

export type FactLinesProps = { facts: readonly (readonly [label: string, value: string])[] };

/** A card's lines: a label and its value each, the value wrapping rather than widening the card. */
export const FactLines = ({ facts }: FactLinesProps) => (
  <Box
    component="dl"
    sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}
  >
    {facts
      .filter(([, value]) => value !== "")
      .map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
  </Box>
);
