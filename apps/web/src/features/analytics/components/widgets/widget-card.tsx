import type { ReactNode } from "react";
import { Box, Paper, Typography } from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";

export type WidgetCardProps = { widget: DashboardWidget; children: ReactNode };

/**
 * A widget's card in the 12-column grid: as wide as its Width on wide screens, half a row for narrow ones on
 * tablets, the whole row on phones; its title and what its numbers cover above the content.
 */
export const WidgetCard = ({ widget, children }: WidgetCardProps) => (
  <Paper
    component="section"
    aria-label={widget.Title}
    elevation={0}
    sx={{
      gridColumn: {
        xs: "span 12",
        sm: `span ${widget.Width <= 6 ? 6 : 12}`,
        lg: `span ${widget.Width}`,
      },
      minWidth: 0,
      p: { xs: 2, sm: 2.5 },
      border: 1,
      borderColor: "divider",
      display: "flex",
      flexDirection: "column",
      gap: 1.5,
    }}
  >
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {widget.Title}
      </Typography>
      {widget.Note && (
        <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
          {widget.Note}
        </Typography>
      )}
    </Box>
    <Box sx={{ flex: 1, minWidth: 0, position: "relative" }}>{children}</Box>
  </Paper>
);
