import { Box } from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";
import { useAllDrawn } from "./use-all-drawn.ts";
import { WidgetCard } from "./widget-card.tsx";
import { WidgetContent } from "./widget-content.tsx";
import { isDrawnChart, type DrillHandler } from "./widget-data.ts";

export type DashboardGridProps = {
  widgets: readonly DashboardWidget[];
  /** Lists the records behind a figure, bar or slice; without it nothing is clickable. */
  onDrill?: DrillHandler | undefined;
  /** Every widget is on screen, its chart drawn (once per set of widgets). */
  onDrawn?: (() => void) | undefined;
};

/** A dashboard's widgets in a responsive 12-column grid. */
export const DashboardGrid = ({ widgets, onDrill, onDrawn }: DashboardGridProps) => {
  const markDrawn = useAllDrawn(
    widgets.filter(isDrawnChart).map((w) => w.Key),
    onDrawn,
  );
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
        gap: { xs: 2, md: 2.5 },
        alignItems: "stretch",
      }}
    >
      {widgets.map((widget) => (
        <WidgetCard key={widget.Key} widget={widget}>
          <WidgetContent widget={widget} onDrill={onDrill} onDrawn={() => markDrawn(widget.Key)} />
        </WidgetCard>
      ))}
    </Box>
  );
};
