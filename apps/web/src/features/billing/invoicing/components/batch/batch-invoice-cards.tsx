import { Box, Card, CardActionArea, Stack, Typography } from "@mui/material";
import { INVOICE_COLUMNS, invoiceNumberText } from "./invoice-columns.tsx";
import type { BatchInvoicesListProps } from "./batch-invoices-table.tsx";
import { PaymentStateChip } from "../shared/payment-state-chip.tsx";

// The card's top line says the number, the client and the payment state; its lines, the rest.
const LINES = INVOICE_COLUMNS.filter(
  (c) => !["InvoiceNumber", "ClientName", "PaymentStateId"].includes(c.id),
);

/** The batch's invoices on a phone: a card each, which opens the invoice. */
export const BatchInvoiceCards = ({ invoices, onOpen }: BatchInvoicesListProps) => (
  <Stack component="ul" aria-label="Invoices" spacing={1.5} sx={{ p: 0, m: 0 }}>
    {invoices.map((invoice) => (
      <Card component="li" key={invoice.Id} variant="outlined" sx={{ listStyle: "none" }}>
        <CardActionArea onClick={() => onOpen(invoice)} sx={{ px: 1.5, py: 1.25 }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "flex-start" }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" sx={{ color: "text.secondary" }}>
                {invoiceNumberText(invoice)}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{invoice.ClientName}</Typography>
            </Box>
            <PaymentStateChip stateId={invoice.PaymentStateId} />
          </Box>
          <Box
            component="dl"
            sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}
          >
            {LINES.map((c) => (
              <Box key={c.id} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
                  {c.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: "right" }}>
                  {c.cell(invoice)}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardActionArea>
      </Card>
    ))}
  </Stack>
);
