import type { ReactNode } from "react";
import { Box, Paper, Typography } from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";

/**
 * Where the card sits: in the page's responsive grid ('flow'), or in a dashboard that fills the screen: in a
 * row, `span` of its 12 columns wide, or in the column of figures beside the rows.
 */
export type WidgetCardPlace = { kind: "flow" } | { kind: "row"; span: number } | { kind: "column" };

export type WidgetCardProps = { widget: DashboardWidget; place?: WidgetCardPlace; children: ReactNode };

const FLOW_COLUMN = (width: DashboardWidget["Width"]) => ({
  xs: "span 12",
  sm: `span ${width <= 6 ? 6 : 12}`,
  lg: `span ${width}`,
});

const FLOW_SX = { p: { xs: 2, sm: 2.5 }, gap: 1.5 } as const;
/** Tighter, and never larger than its place: the content gives way, the screen never scrolls. */
const FITTED_SX = { py: 1.25, px: 2, gap: 0.75, minHeight: 0, overflow: "hidden" } as const;

/**
 * A widget's card: its title and what its numbers cover above the content. In the page's grid it is as wide
 * as its Width on wide screens, half a row for narrow ones on tablets, the whole row on phones. In a
 * dashboard that fills the screen the note follows the title on its line when there is room, so the chart
 * keeps the height; a figure's card shares the column's height with the others, its figure in the middle.
 */
export const WidgetCard = ({ widget, place = { kind: "flow" }, children }: WidgetCardProps) => {
  const isFlow = place.kind === "flow";
  return (
    <Paper
      component="section"
      aria-label={widget.Title}
      elevation={0}
      sx={{
        ...(isFlow ? { ...FLOW_SX, gridColumn: FLOW_COLUMN(widget.Width) } : FITTED_SX),
        ...(place.kind === "row" ? { gridColumn: `span ${place.span}` } : {}),
        ...(place.kind === "column" ? { flex: 1, justifyContent: "center" } : {}),
        minWidth: 0,
        border: 1,
        borderColor: "divider",
        display: "flex",
        flexDirection: "column",
      }}
    >
      <Box
        sx={
          isFlow
            ? undefined
            : { display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: 1, minWidth: 0 }
        }
      >
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{
            fontWeight: 600,
            lineHeight: 1.3,
            ...(isFlow
              ? {}
              : { maxWidth: "100%", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }),
          }}
        >
          {widget.Title}
        </Typography>
        {widget.Note && (
          <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
            {widget.Note}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          flex: place.kind === "column" ? "0 0 auto" : 1,
          minWidth: 0,
          ...(isFlow ? {} : { minHeight: 0 }),
          position: "relative",
        }}
      >
        {children}
      </Box>
    </Paper>
  );
};
