import { useRef } from "react";
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { DashboardWidget } from "@fieldstead/domain";
import { formatWidgetValue } from "./widget-format.ts";
import { MORE_LINE_PX, useRowsThatFit } from "./use-rows-that-fit.ts";

export type TableWidgetProps = {
  widget: DashboardWidget;
  /** Fill the card's height, showing the rows that fit and how many are left out (nobody scrolls a wall). */
  isFilling?: boolean;
};

/** A small table: the widget's columns and rows; numbers right-aligned in the widget's unit. */
export const TableWidget = ({ widget, isFilling = false }: TableWidgetProps) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const rows = widget.Rows ?? [];
  const shown = useRowsThatFit(boxRef, rows.length, isFilling);
  const leftOut = rows.length - shown;
  return (
    <TableContainer
      ref={boxRef}
      sx={isFilling ? { position: "absolute", inset: 0, overflow: "hidden" } : { maxHeight: 320 }}
    >
      <Table size="small" stickyHeader aria-label={widget.Title}>
        <TableHead>
          <TableRow>
            {(widget.Columns ?? []).map((column, index) => (
              <TableCell
                key={column}
                align={typeof rows[0]?.[index] === "number" ? "right" : "left"}
                sx={{ fontWeight: 600, color: "text.secondary", bgcolor: "background.paper" }}
              >
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, rowIndex) => (
            // A row that does not fit whole stays laid out, unseen and unread, under the line that counts it.
            <TableRow key={rowIndex} hover sx={rowIndex < shown ? undefined : { visibility: "hidden" }}>
              {row.map((cell, index) => (
                <TableCell key={index} align={typeof cell === "number" ? "right" : "left"}>
                  {typeof cell === "number" ? formatWidgetValue(cell, widget.Unit) : cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {leftOut > 0 && (
        <Box
          sx={{
            position: "absolute",
            left: 0,
            right: 0,
            bottom: 0,
            height: MORE_LINE_PX,
            display: "flex",
            alignItems: "flex-end",
            px: 2,
            bgcolor: "background.paper",
          }}
        >
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            {`${leftOut} more ${leftOut === 1 ? "row" : "rows"} not shown`}
          </Typography>
        </Box>
      )}
    </TableContainer>
  );
};
