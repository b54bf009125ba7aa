import { Box, Paper, Stack, Typography } from "@mui/material";
import type { BillingReport, ReportColumn, ReportRow } from "@fieldstead/domain";
import { cellText } from "./report-cells.ts";

type ReportCardProps = { columns: readonly ReportColumn[]; row: ReportRow; isTotal: boolean };

/** A line of the report on a phone: its first column as the card's title, the others as facts below. */
const ReportCard = ({ columns, row, isTotal }: ReportCardProps) => {
  const [first, ...rest] = columns;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, listStyle: "none", minWidth: 0, ...(isTotal ? { bgcolor: "action.hover" } : {}) }}
    >
      {first && (
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere", mb: 1.5 }}>
          {cellText(first, row) || (isTotal ? "Total" : "—")}
        </Typography>
      )}
      {/* Two facts a line even on a phone: a report of twelve months stays a card of six lines. */}
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 1, m: 0 }}
      >
        {rest.map((column) => (
          <Box key={column.Key} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
              {column.Header}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: isTotal ? 700 : 500, overflowWrap: "anywhere" }}
            >
              {cellText(column, row) || "—"}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
};

/** The report on a phone: a card per line, then a card per total. */
export const ReportCards = ({ report }: { report: BillingReport }) => (
  <Stack component="ul" spacing={1.5} aria-label={report.Title} sx={{ m: 0, p: 0 }}>
    {report.Rows.map((row, index) => (
      <ReportCard key={index} columns={report.Columns} row={row} isTotal={false} />
    ))}
    {report.Totals.map((row, index) => (
      <ReportCard key={`total-${index}`} columns={report.Columns} row={row} isTotal />
    ))}
  </Stack>
);
