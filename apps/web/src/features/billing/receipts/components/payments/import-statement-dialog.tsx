import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import UploadFile from "@mui/icons-material/UploadFile";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { messageOf } from "../../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useImportBankStatement } from "../../api/import-bank-statement.ts";
import { useRequestId } from "../../hooks/use-request-id.ts";

export type ImportStatementDialogProps = { onClose: () => void; onImported: () => void };

type RowError = { Row: number; Message: string };

/** 'Imported 12 payments.', 'Imported 1 payment.' */
export const importedText = (count: number): string =>
  `Imported ${count.toLocaleString("en-US")} ${count === 1 ? "payment" : "payments"}.`;

export const NOTHING_IMPORTED = "Nothing was imported: correct these rows and import the file again.";

/**
 * Imports a bank statement: a csv file (a header row naming Date, Payer, Reference and Amount, and Currency when
 * the statement has several) read in the browser and sent as text. The statement is taken whole or not at all:
 * when any row is refused, each refused row is listed with its reason and nothing is recorded.
 */
export const ImportStatementDialog = ({ onClose, onImported }: ImportStatementDialogProps) => {
  const importStatement = useImportBankStatement();
  const { requestId, afterFailure, renew } = useRequestId();
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const handleFile = (next: File | null) => {
    setFile(next);
    setRowErrors([]);
    setFormError(null);
    renew();
  };

  const handleSubmit = async () => {
    setRowErrors([]);
    setFormError(null);
    if (!file) {
      setFormError("Choose the statement's csv file.");
      return;
    }
    try {
      const csv = await file.text();
      const reply = await importStatement.mutateAsync({ Csv: csv, RequestId: requestId });
      if (reply.Errors.length > 0) {
        setRowErrors(reply.Errors);
        renew();
        return;
      }
      showSnackbar({ message: importedText(reply.Imported), severity: "success", durationMs: 5_000 });
      onImported();
    } catch (error) {
      afterFailure(error);
      setFormError(messageOf(error));
    }
  };

  return (
    <FormDialog
      title="Import bank statement"
      titleId="import-statement-title"
      onClose={onClose}
      isFullScreenOnMobile
      intro="A csv file whose first row names the columns Date, Payer, Reference and Amount (and Currency)."
      error={formError}
      onSubmit={() => void handleSubmit()}
      submitLabel="Import"
      isBusy={importStatement.isPending}
    >
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />}>
          Choose file
          <Box
            component="input"
            type="file"
            aria-label="Bank statement file"
            // The bank's export is csv; the server reads it as text.
            accept=".csv,text/csv"
            onChange={(event) => handleFile((event.target as HTMLInputElement).files?.[0] ?? null)}
            sx={{ position: "absolute", width: 1, height: 1, opacity: 0, overflow: "hidden" }}
          />
        </Button>
        <Typography
          sx={{ color: file ? "text.primary" : "text.secondary", overflowWrap: "anywhere", minWidth: 0 }}
        >
          {file ? file.name : "No file chosen"}
        </Typography>
      </Stack>
      {rowErrors.length > 0 && (
        <Alert severity="error" role="alert">
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {NOTHING_IMPORTED}
          </Typography>
          <Box component="ul" aria-label="Refused rows" sx={{ m: 0, pl: 2.5 }}>
            {rowErrors.map((e) => (
              <Typography
                component="li"
                variant="body2"
                key={`${e.Row}-${e.Message}`}
                sx={{ overflowWrap: "anywhere" }}
              >
                {`Row ${e.Row}: ${e.Message}`}
              </Typography>
            ))}
          </Box>
        </Alert>
      )}
    </FormDialog>
  );
};
