import type { ReactNode } from "react";
import { Box, Card, Stack, Typography } from "@mui/material";

export type AmountCardProps = {
  title: ReactNode;
  /** A line under the title (a currency, a kind of line …). */
  subtitle?: ReactNode;
  /** Each figure with its label, the figures aligned to the right. */
  lines: readonly (readonly [label: string, value: ReactNode])[];
};

/** A row of figures as a card on a phone, where a table's columns would not fit beside each other. */
export const AmountCard = ({ title, subtitle, lines }: AmountCardProps) => (
  <Card component="li" variant="outlined" sx={{ listStyle: "none", px: 1.5, py: 1.25, minWidth: 0 }}>
    <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{title}</Typography>
    {subtitle && (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {subtitle}
      </Typography>
    )}
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: "auto minmax(0, 1fr)",
        columnGap: 2,
        rowGap: 0.25,
        m: 0,
        mt: 0.75,
      }}
    >
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, textAlign: "right", overflowWrap: "anywhere" }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  </Card>
);

export type AmountCardListProps = { label: string; children: ReactNode };

/** The cards of one table on a phone, as a list named as the table is. */
export const AmountCardList = ({ label, children }: AmountCardListProps) => (
  <Stack component="ul" aria-label={label} spacing={1} sx={{ p: 0, m: 0 }}>
    {children}
  </Stack>
);
