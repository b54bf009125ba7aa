import { useMemo, type ReactNode } from "react";
import { Box } from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";
import { ScaledViewport } from "../../../../components/ui/scaled-viewport.tsx";
import { useViewportSize } from "../../../../components/ui/use-viewport-size.ts";
import { FIT, fitLayoutOf, fitMinHeight, fitScale } from "./dashboard-fit.ts";
import { useAllDrawn } from "./use-all-drawn.ts";
import { WidgetCard, type WidgetCardPlace } from "./widget-card.tsx";
import { WidgetContent } from "./widget-content.tsx";
import { isDrawnChart } from "./widget-data.ts";

export type FittedDashboardProps = {
  /** The dashboard's title line, given FIT.header pixels of height. */
  header: ReactNode;
  widgets: readonly DashboardWidget[];
  /** Every widget is on screen, its chart drawn (once per set of widgets). */
  onDrawn?: (() => void) | undefined;
};

const px = (value: number) => `${value}px`;

/**
 * A dashboard that fills the window and never scrolls, for a wall display: the figures in a column on the
 * left, the charts and tables in rows sharing the height beside them, each chart as tall as its card. The
 * whole is scaled up with the screen (see fitScale), so a 4K display shows the same dashboard larger.
 */
export const FittedDashboard = ({ header, widgets, onDrawn }: FittedDashboardProps) => {
  const screen = useViewportSize();
  const layout = useMemo(() => fitLayoutOf(widgets), [widgets]);
  const scale = fitScale(screen, fitMinHeight(layout));
  const markDrawn = useAllDrawn(
    widgets.filter(isDrawnChart).map((w) => w.Key),
    onDrawn,
  );
  const card = (widget: DashboardWidget, place: WidgetCardPlace) => (
    <WidgetCard key={widget.Key} widget={widget} place={place}>
      <WidgetContent widget={widget} onDrawn={() => markDrawn(widget.Key)} isFilling />
    </WidgetCard>
  );
  const gap = px(FIT.gap);
  return (
    <ScaledViewport scale={scale}>
      <Box
        component="main"
        sx={{
          height: "100%",
          display: "flex",
          flexDirection: "column",
          gap: px(FIT.headerGap),
          p: px(FIT.padding),
          bgcolor: "background.default",
        }}
      >
        <Box sx={{ height: px(FIT.header), flexShrink: 0, minWidth: 0 }}>{header}</Box>
        <Box sx={{ flex: 1, minHeight: 0, display: "flex", gap }}>
          {layout.figures.length > 0 && (
            <Box
              data-testid="dashboard-figures"
              sx={{
                width: "clamp(260px, 24%, 360px)",
                flexShrink: 0,
                display: "flex",
                flexDirection: "column",
                gap,
              }}
            >
              {layout.figures.map((widget) => card(widget, { kind: "column" }))}
            </Box>
          )}
          {layout.rows.length > 0 && (
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                display: "grid",
                gridTemplateRows: `repeat(${layout.rows.length}, minmax(0, 1fr))`,
                gap,
              }}
            >
              {layout.rows.map((row, index) => (
                <Box
                  key={index}
                  sx={{
                    display: "grid",
                    gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
                    gap,
                    minHeight: 0,
                  }}
                >
                  {row.map(({ widget, span }) => card(widget, { kind: "row", span }))}
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </ScaledViewport>
  );
};
