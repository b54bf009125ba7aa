import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from "@mui/material";
import type { BillingReport } from "@fieldstead/domain";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { cellText, isFigure } from "./report-cells.ts";
import { ReportCards } from "./report-cards.tsx";

export type ReportTableProps = { report: BillingReport };

const CELL = { px: 1.5 } as const;
// The foot reads as the figures do, in bold: the totals (one line per currency where money is summed).
const TOTAL_CELL = { ...CELL, fontSize: "inherit", fontWeight: 600, color: "text.primary" } as const;

/**
 * A report's table: its columns, a line per row and the totals at the foot. A wide report scrolls inside its own
 * box; on a phone each line is a card.
 */
export const ReportTable = ({ report }: ReportTableProps) => {
  const isMobile = useIsMobile();
  if (isMobile) return <ReportCards report={report} />;
  const { Columns: columns } = report;
  return (
    <Box sx={{ overflowX: "auto", minWidth: 0 }}>
      <Table size="small" aria-label={report.Title}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.Key}
                sx={isFigure(column) ? { ...CELL, whiteSpace: "nowrap" } : CELL}
                align={isFigure(column) ? "right" : "left"}
              >
                {column.Header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.Rows.map((row, index) => (
            <TableRow key={index} hover>
              {columns.map((column) => (
                <TableCell
                  key={column.Key}
                  sx={isFigure(column) ? { ...CELL, whiteSpace: "nowrap" } : CELL}
                  align={isFigure(column) ? "right" : "left"}
                >
                  {cellText(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {report.Totals.length > 0 && (
          <TableFooter>
            {report.Totals.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell
                    key={column.Key}
                    sx={{ ...TOTAL_CELL, whiteSpace: isFigure(column) ? "nowrap" : "normal" }}
                    align={isFigure(column) ? "right" : "left"}
                  >
                    {cellText(column, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableFooter>
        )}
      </Table>
    </Box>
  );
};
