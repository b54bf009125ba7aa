import { useState } from "react";
import { useParams } from "react-router";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { BatchStatus, type InvoiceSummary } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../../components/ui/paper-section.tsx";
import { RecordNotFound } from "../../../../../components/ui/record-not-found.tsx";
import { idFromPath } from "../../../../../lib/path-id.ts";
import { useIsMobile } from "../../../../../lib/use-is-mobile.ts";
import { useBatch } from "../../api/get-batch.ts";
import { InvoiceDialog } from "../invoice/invoice-dialog.tsx";
import { BILLING_ENTRY, INVOICING_ENTRY } from "../invoicing-paths.ts";
import { CurrencyTotals } from "../shared/currency-totals.tsx";
import { BatchHeader } from "./batch-header.tsx";
import { BatchHistory } from "./batch-history.tsx";
import { BatchInvoiceCards } from "./batch-invoice-cards.tsx";
import { BatchInvoicesTable } from "./batch-invoices-table.tsx";

export const LOCKED_NOTE = "This batch is locked: it can no longer change.";

/**
 * /billing/invoicing/batchDetails/{id}: a batch's state, totals and invoices (each opens with its lines), the
 * moves this person may take, and the batch's history.
 */
export const BatchPage = () => {
  const id = idFromPath(useParams().batchId);
  const isMobile = useIsMobile();
  const query = useBatch(id);
  const [opened, setOpened] = useState<InvoiceSummary | null>(null);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || query.isError || !query.data)
    return (
      <RecordNotFound
        trail={[BILLING_ENTRY, INVOICING_ENTRY]}
        noun="batch"
        error={id === null ? null : query.error}
      />
    );
  const batch = query.data;
  const Invoices = isMobile ? BatchInvoiceCards : BatchInvoicesTable;

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[BILLING_ENTRY, INVOICING_ENTRY, { kind: "text", label: batch.BatchNumber }]} />
      <BatchHeader batch={batch} />
      <Stack spacing={2.5}>
        {batch.StatusId === BatchStatus.Locked && (
          <Alert severity="info" role="note">
            {LOCKED_NOTE}
          </Alert>
        )}
        <PaperSection title="Totals">
          {batch.Totals.length === 0 ? (
            <Typography sx={{ color: "text.secondary" }}>The batch bills nothing.</Typography>
          ) : (
            <CurrencyTotals totals={batch.Totals} label="Batch totals" />
          )}
        </PaperSection>
        <PaperSection title="Invoices">
          {batch.Invoices.length === 0 ? (
            <Typography sx={{ color: "text.secondary" }}>The batch has no invoices.</Typography>
          ) : (
            <Invoices invoices={batch.Invoices} onOpen={setOpened} />
          )}
        </PaperSection>
        <PaperSection title="History">
          <BatchHistory entries={batch.History} />
        </PaperSection>
      </Stack>
      {opened && (
        <InvoiceDialog invoice={opened} canDownload={batch.CanDownload} onClose={() => setOpened(null)} />
      )}
    </Box>
  );
};
