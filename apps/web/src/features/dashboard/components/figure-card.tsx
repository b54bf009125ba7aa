import type { ReactNode } from "react";
import { Box, Paper, Stack, Typography } from "@mui/material";

export type FigureCardProps = {
  title: string;
  figure: number;
  caption: string;
  icon: ReactNode;
  children?: ReactNode;
};

const formatCount = (value: number) => value.toLocaleString("en-US");

/** One headline figure with an optional breakdown below it. */
export const FigureCard = ({ title, figure, caption, icon, children }: FigureCardProps) => (
  <Paper
    component="section"
    aria-label={title}
    elevation={0}
    sx={{ p: 3, border: 1, borderColor: "divider", height: "100%" }}
  >
    <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
      <Box>
        <Typography variant="subtitle2" component="h2" sx={{ color: "text.secondary" }}>
          {title}
        </Typography>
        <Typography variant="h3" component="p" sx={{ mt: 1, fontWeight: 700 }}>
          {formatCount(figure)}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {caption}
        </Typography>
      </Box>
      <Box sx={{ color: "primary.main", bgcolor: "primary.50", borderRadius: 2, p: 1, display: "flex" }}>
        {icon}
      </Box>
    </Stack>
    {children && <Box sx={{ mt: 2.5 }}>{children}</Box>}
  </Paper>
);

export type BreakdownRow = { label: string; count: number; tone?: "default" | "warning" | "success" };

/** Labelled bars, each as wide as its share of the largest count. */
export const Breakdown = ({ rows }: { rows: BreakdownRow[] }) => {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Stack spacing={1.2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={row.label}>
          <Stack direction="row" sx={{ justifyContent: "space-between" }}>
            <Typography variant="body2">{row.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatCount(row.count)}
            </Typography>
          </Stack>
          <Box sx={{ height: 6, borderRadius: 3, bgcolor: "grey.100", mt: 0.5 }}>
            <Box
              sx={{
                height: 6,
                borderRadius: 3,
                width: `${(row.count / max) * 100}%`,
                bgcolor:
                  row.tone === "warning"
                    ? "warning.main"
                    : row.tone === "success"
                      ? "success.main"
                      : "primary.main",
              }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
};
