import { useState } from "react";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import PictureAsPdf from "@mui/icons-material/PictureAsPdf";
import type { InvoiceSummary } from "@fieldstead/domain";
import { PageLoader } from "../../../../../components/ui/page-loader.tsx";
import { messageOf } from "../../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useIsMobile } from "../../../../../lib/use-is-mobile.ts";
import { downloadInvoicePdf } from "../../api/download-invoice-pdf.ts";
import { useInvoice } from "../../api/get-invoice.ts";
import { InvoiceDetails } from "./invoice-details.tsx";

export type InvoiceDialogProps = {
  /** The invoice as the batch lists it: its title shows while its lines load. */
  invoice: InvoiceSummary;
  /** Whether this person may download the batch's invoices. */
  canDownload: boolean;
  onClose: () => void;
};

/** 'Invoice INV-000123', or a draft's client before it is numbered. */
export const invoiceTitle = (invoice: InvoiceSummary): string =>
  invoice.InvoiceNumber ? `Invoice ${invoice.InvoiceNumber}` : `Draft invoice: ${invoice.ClientName}`;

/** One invoice of the batch with its lines; a numbered one can be downloaded as a PDF. */
export const InvoiceDialog = ({ invoice, canDownload, onClose }: InvoiceDialogProps) => {
  const isMobile = useIsMobile();
  const detail = useInvoice(invoice.Id);
  const [isDownloading, setIsDownloading] = useState(false);
  const number = detail.data?.InvoiceNumber ?? invoice.InvoiceNumber;

  const handleDownload = async (invoiceNumber: string) => {
    setIsDownloading(true);
    try {
      await downloadInvoicePdf(invoice.Id, invoiceNumber);
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={isMobile}
      aria-labelledby="invoice-title"
    >
      <DialogTitle id="invoice-title">{invoiceTitle(detail.data ?? invoice)}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending ? (
          <PageLoader />
        ) : detail.isError ? (
          <Alert severity="error">{`The invoice could not be loaded: ${detail.error.message}`}</Alert>
        ) : (
          <InvoiceDetails invoice={detail.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {number && canDownload && (
          <Button
            variant="outlined"
            startIcon={<PictureAsPdf />}
            loading={isDownloading}
            onClick={() => void handleDownload(number)}
          >
            Download PDF
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
