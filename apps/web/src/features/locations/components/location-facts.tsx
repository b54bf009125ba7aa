import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";

export type Fact = [label: string, value: ReactNode];

const NONE = "—";

/** Label and value pairs in a responsive grid (one column on a phone). */
export const LocationFacts = ({ facts }: { facts: readonly Fact[] }) => (
  <Box
    component="dl"
    sx={{
      display: "grid",
      gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
      gap: 2.5,
      m: 0,
    }}
  >
    {facts.map(([label, value]) => (
      <Box key={label} sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: "anywhere" }}>
          {value === null || value === undefined || value === "" ? NONE : value}
        </Typography>
      </Box>
    ))}
  </Box>
);
