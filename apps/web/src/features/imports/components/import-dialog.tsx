import { useEffect, useRef, useState } from "react";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from "@mui/material";
import Download from "@mui/icons-material/Download";
import { ExportJobState, ImportKind, type ImportKindId } from "@fieldstead/domain";
import { ApiError } from "../../../lib/http.ts";
import { downloadImportTemplate } from "../api/download-import-template.ts";
import { startImport } from "../api/start-import.ts";
import { useImportJob } from "../hooks/use-import-job.ts";
import { ImportProgress } from "./import-progress.tsx";
import { ImportReport } from "./import-report.tsx";

export type ImportDialogProps = { kind: ImportKindId; onClose: () => void; onImported: () => void };

const NOUNS: Record<ImportKindId, string> = {
  [ImportKind.Locations]: "locations",
  [ImportKind.Assets]: "assets",
  [ImportKind.Tasks]: "work orders",
  [ImportKind.Leases]: "leases",
  [ImportKind.ChargeCodes]: "charge codes",
};

const messageOf = (err: unknown) =>
  err instanceof ApiError || err instanceof Error ? err.message : String(err);

/**
 * Import from a file: the template, the file (.xlsx or .csv), then the job followed until it ends — its phase
 * and progress while it runs, the report of refused rows, or how many rows were imported.
 */
export const ImportDialog = ({ kind, onClose, onImported }: ImportDialogProps) => {
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const job = useImportJob(jobId);
  const reported = useRef(false);
  const state = job.data?.State;

  useEffect(() => {
    if (state === ExportJobState.Completed && !reported.current) {
      reported.current = true;
      onImported();
    }
  }, [state, onImported]);

  const handleStart = async () => {
    if (!file) return;
    setError(null);
    setIsSending(true);
    try {
      reported.current = false;
      setJobId((await startImport(kind, file)).JobId);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setIsSending(false);
    }
  };
  const handleTemplate = () =>
    void downloadImportTemplate(kind).catch((err: unknown) => setError(messageOf(err)));
  const handleAgain = () => {
    setJobId(null);
    setFile(null);
  };
  const isRunning = jobId !== null && (state === undefined || state === ExportJobState.InProgress);
  const isFinished = state === ExportJobState.Completed || state === ExportJobState.Failed;

  return (
    <Dialog
      open
      onClose={isRunning ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">Import {NOUNS[kind]} from a file</DialogTitle>
      <DialogContent>
        {jobId === null && (
          <Stack spacing={2}>
            <Typography>
              Fill in the template (an .xlsx or .csv file with its header row). Every row is checked first: if
              any row has a problem, nothing is imported and each problem is listed.
            </Typography>
            <Box>
              <Button startIcon={<Download />} onClick={handleTemplate}>
                Download the template
              </Button>
            </Box>
            <Box>
              <Button variant="outlined" component="label">
                Choose a file
                <input
                  hidden
                  type="file"
                  accept=".xlsx,.csv"
                  aria-label="Import file"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography component="span" sx={{ ml: 2 }}>
                {file ? file.name : "No file chosen"}
              </Typography>
            </Box>
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {isRunning && (
          <ImportProgress phase={job.data?.Phase ?? "Reading"} progress={job.data?.Progress ?? 0} />
        )}
        {state === ExportJobState.Failed && job.data && (
          <ImportReport problems={job.data.Problems} message={job.data.Message} />
        )}
        {state === ExportJobState.Completed && job.data && (
          <Alert severity="success">
            {job.data.Message ?? `${job.data.Written} ${NOUNS[kind]} imported.`}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {isFinished && <Button onClick={handleAgain}>Import another file</Button>}
        <Button onClick={onClose} disabled={isRunning}>
          Close
        </Button>
        {jobId === null && (
          <Button variant="contained" onClick={() => void handleStart()} disabled={!file || isSending}>
            {isSending ? "Uploading…" : "Import"}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
