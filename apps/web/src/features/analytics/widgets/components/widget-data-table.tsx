import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";
import { chartPoints, type DrillHandler } from "./widget-data.ts";
import { formatWidgetValue } from "./widget-format.ts";
import { REVEAL_ON_FOCUS_SX } from "./widget-sx.ts";

export type WidgetDataTableProps = { widget: DashboardWidget; onDrill?: DrillHandler | undefined };

/**
 * A chart's figures as a table, for screen readers and the keyboard: each category that has records behind
 * it is a button that lists them, as clicking its bar or slice does.
 */
export const WidgetDataTable = ({ widget, onDrill }: WidgetDataTableProps) => {
  const series = widget.Series ?? [];
  return (
    <Box sx={REVEAL_ON_FOCUS_SX}>
      <Table size="small" aria-label={`${widget.Title}: figures`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Category
            </TableCell>
            {series.map((s) => (
              <TableCell key={s.Name} component="th" scope="col" align="right">
                {s.Name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {chartPoints(widget).map((point) => (
            <TableRow key={point.category}>
              <TableCell component="th" scope="row">
                {onDrill && point.drillKey !== null ? (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onDrill({ widget, drillKey: point.drillKey ?? "", label: point.category })}
                  >
                    {point.category}
                  </Link>
                ) : (
                  point.category
                )}
              </TableCell>
              {point.values.map((value, index) => (
                <TableCell key={series[index]?.Name ?? index} align="right">
                  {formatWidgetValue(value, widget.Unit)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
