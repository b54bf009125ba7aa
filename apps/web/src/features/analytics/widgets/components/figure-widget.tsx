import { ButtonBase, Stack, Typography } from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";
import type { DrillHandler } from "./widget-data.ts";
import { formatWidgetValue } from "./widget-format.ts";

export type FigureWidgetProps = {
  widget: DashboardWidget;
  onDrill?: DrillHandler | undefined;
  /** In the narrow column of a dashboard that fills the screen: a little smaller, and wrapped rather than cut. */
  isCompact?: boolean;
};

/** One big number with its caption; when records stand behind it, a click lists them. */
export const FigureWidget = ({ widget, onDrill, isCompact = false }: FigureWidgetProps) => {
  const value = formatWidgetValue(widget.Value ?? 0, widget.Unit);
  const figure = (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start", textAlign: "left" }}>
      <Typography
        component="p"
        sx={{
          fontSize: isCompact ? "1.875rem" : { xs: "2rem", sm: "2.25rem" },
          overflowWrap: "anywhere",
          fontWeight: 700,
          lineHeight: 1.15,
          color: "text.primary",
        }}
      >
        {value}
      </Typography>
      {widget.Caption && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {widget.Caption}
        </Typography>
      )}
    </Stack>
  );
  const drillKey = widget.DrillKey;
  if (!onDrill || drillKey === undefined) return figure;
  return (
    <ButtonBase
      onClick={() => onDrill({ widget, drillKey, label: widget.Title })}
      aria-label={`${widget.Title}: ${value}. Show the records`}
      sx={{
        display: "block",
        borderRadius: 1,
        mx: -1,
        px: 1,
        py: 0.5,
        "&:hover p:first-of-type, &.Mui-focusVisible p:first-of-type": { color: "primary.main" },
        "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
      }}
    >
      {figure}
    </ButtonBase>
  );
};
