import { useState } from "react";
import { Box, Button, Stack, Typography } from "@mui/material";
import Download from "@mui/icons-material/Download";
import UploadFile from "@mui/icons-material/UploadFile";
import {
  INVITE_IMPORT_COLUMNS,
  INVITE_IMPORT_MAX_ROWS,
  inviteImportTemplateCsv,
  type ImportUsersReply,
} from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { messageOf } from "../../../../lib/form-errors.ts";
import { saveFile } from "../../../../lib/save-file.ts";
import { importUsers } from "../api/import-users.ts";
import { ImportUsersReport } from "./import-users-report.tsx";

export type ImportUsersDialogProps = { onClose: () => void; onImported: () => void };

const COLUMNS = INVITE_IMPORT_COLUMNS.map((c) => (c.isRequired ? c.header : `${c.header} (optional)`)).join(
  ", ",
);

/**
 * 'Import users': a file (.xlsx or .csv) of people to invite, then the row-by-row report. Good rows are invited
 * whatever the others hold; the refused ones can be fixed and imported again.
 */
export const ImportUsersDialog = ({ onClose, onImported }: ImportUsersDialogProps) => {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportUsersReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const handleImport = async () => {
    if (!file) return;
    setError(null);
    setIsSending(true);
    try {
      const reply = await importUsers(file);
      setReport(reply);
      if (reply.Invited > 0) onImported();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setIsSending(false);
    }
  };
  const handleTemplate = () =>
    saveFile({
      blob: new Blob([inviteImportTemplateCsv()], { type: "text/csv" }),
      fileName: "invite-users.csv",
    });
  const handleAgain = () => {
    setReport(null);
    setFile(null);
  };

  return (
    <FormDialog
      title="Import users"
      titleId="import-users-title"
      onClose={onClose}
      maxWidth="md"
      error={error}
      onConfirm={report ? handleAgain : () => void handleImport()}
      submitLabel={report ? "Import another file" : "Invite these people"}
      isSubmitDisabled={!report && !file}
      isBusy={isSending}
      cancelLabel={report ? "Close" : "Cancel"}
      isFullScreenOnMobile
    >
      {report ? (
        <ImportUsersReport report={report} />
      ) : (
        <Stack spacing={2}>
          <Typography>
            Each row of an .xlsx or .csv file invites one person, by the same rules as Add user. The columns
            are {COLUMNS}; the role is named as on this page. At most{" "}
            {INVITE_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows.
          </Typography>
          <Box>
            <Button startIcon={<Download />} onClick={handleTemplate}>
              Download a template
            </Button>
          </Box>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFile />}>
              Choose a file
              <input
                hidden
                type="file"
                accept=".xlsx,.csv"
                aria-label="File of people to invite"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography sx={{ color: file ? "text.primary" : "text.secondary", overflowWrap: "anywhere" }}>
              {file ? file.name : "No file chosen"}
            </Typography>
          </Stack>
        </Stack>
      )}
    </FormDialog>
  );
};
