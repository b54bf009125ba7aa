import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";

/** A label and its value; an empty value shows as a dash. */
export type Fact = readonly [label: string, value: ReactNode];

export type FactListProps = {
  facts: readonly Fact[];
  /** Columns on wide screens (one on a phone, two from small screens on). */
  columns?: 2 | 3;
  /** Space between the facts (theme spacing units). */
  spacing?: number;
};

const NONE = "—";

const COLUMNS = {
  2: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
  3: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
} as const;

/** Label and value pairs in a responsive grid. */
export const FactList = ({ facts, columns = 3, spacing = 2.5 }: FactListProps) => (
  <Box component="dl" sx={{ display: "grid", gridTemplateColumns: COLUMNS[columns], gap: spacing, m: 0 }}>
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
