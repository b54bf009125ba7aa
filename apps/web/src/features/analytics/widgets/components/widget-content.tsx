import { Box, Typography } from "@mui/material";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import { assertNever, type DashboardWidget } from "@fieldstead/domain";
import { ChartWidget } from "./chart-widget.tsx";
import { FigureWidget } from "./figure-widget.tsx";
import { TableWidget } from "./table-widget.tsx";
import { isWidgetEmpty, NO_DATA_TEXT, type DrillHandler } from "./widget-data.ts";

export type WidgetContentProps = {
  widget: DashboardWidget;
  onDrill?: DrillHandler | undefined;
  /** A chart has finished its first drawing (figures, tables and empty widgets need none). */
  onDrawn?: (() => void) | undefined;
  /** Fill the card's height (a dashboard that fills the screen) instead of taking the content's own. */
  isFilling?: boolean;
};

const NoData = () => (
  <Box
    sx={{
      display: "flex",
      alignItems: "center",
      gap: 1,
      minHeight: 72,
      height: "100%",
      justifyContent: "center",
      color: "text.secondary",
    }}
  >
    <InsightsOutlined fontSize="small" aria-hidden />
    <Typography variant="body2">{NO_DATA_TEXT}</Typography>
  </Box>
);

/** A widget's figure, chart or table, or the no-data text when it has nothing to show. */
export const WidgetContent = ({ widget, onDrill, onDrawn, isFilling = false }: WidgetContentProps) => {
  if (isWidgetEmpty(widget)) return <NoData />;
  const kind = widget.Kind;
  switch (kind) {
    case "figure":
      return <FigureWidget widget={widget} onDrill={onDrill} isCompact={isFilling} />;
    case "table":
      return <TableWidget widget={widget} isFilling={isFilling} />;
    case "bar":
    case "line":
    case "pie":
      return (
        <ChartWidget
          widget={{ ...widget, Kind: kind }}
          onDrill={onDrill}
          onDrawn={onDrawn}
          isFilling={isFilling}
        />
      );
    default:
      return assertNever(kind);
  }
};
