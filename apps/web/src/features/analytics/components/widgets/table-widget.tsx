import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";
import { formatWidgetValue } from "./widget-format.ts";

export type TableWidgetProps = { widget: DashboardWidget };

/** A small table: the widget's columns and rows; numbers right-aligned in the widget's unit. */
export const TableWidget = ({ widget }: TableWidgetProps) => (
  <TableContainer sx={{ maxHeight: 320 }}>
    <Table size="small" stickyHeader aria-label={widget.Title}>
      <TableHead>
        <TableRow>
          {(widget.Columns ?? []).map((column, index) => (
            <TableCell
              key={column}
              align={typeof widget.Rows?.[0]?.[index] === "number" ? "right" : "left"}
              sx={{ fontWeight: 600, color: "text.secondary", bgcolor: "background.paper" }}
            >
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {(widget.Rows ?? []).map((row, rowIndex) => (
          <TableRow key={rowIndex} hover>
            {row.map((cell, index) => (
              <TableCell key={index} align={typeof cell === "number" ? "right" : "left"}>
                {typeof cell === "number" ? formatWidgetValue(cell, widget.Unit) : cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
