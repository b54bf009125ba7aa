import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { InvoiceSummary } from "@fieldstead/domain";
import { INVOICE_COLUMNS, invoiceNumberText } from "./invoice-columns.tsx";

export type BatchInvoicesListProps = {
  invoices: readonly InvoiceSummary[];
  onOpen: (invoice: InvoiceSummary) => void;
};

const CELL = { px: 1, whiteSpace: "nowrap" } as const;

/** The batch's invoices on a computer: a row each, which opens the invoice (a click, or Enter on the row). */
export const BatchInvoicesTable = ({ invoices, onOpen }: BatchInvoicesListProps) => (
  <Box sx={{ overflowX: "auto" }}>
    <Table size="small" aria-label="Invoices">
      <TableHead>
        <TableRow>
          {INVOICE_COLUMNS.map((c) => (
            <TableCell key={c.id} align={c.isAmount ? "right" : "left"} sx={CELL}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow
            key={invoice.Id}
            hover
            tabIndex={0}
            aria-label={`${invoiceNumberText(invoice)} ${invoice.ClientName}`}
            onClick={() => onOpen(invoice)}
            onKeyDown={(event) => {
              if (event.key === "Enter") onOpen(invoice);
            }}
            sx={{ cursor: "pointer" }}
          >
            {INVOICE_COLUMNS.map((c) => (
              <TableCell key={c.id} align={c.isAmount ? "right" : "left"} sx={CELL}>
                {c.cell(invoice)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);
