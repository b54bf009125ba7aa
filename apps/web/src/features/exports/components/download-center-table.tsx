import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { ExportJobState, type ExportJob } from "@fieldstead/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { ExportJobStateCell } from "./export-job-state.tsx";

export type DownloadCenterTableProps = {
  jobs: readonly ExportJob[];
  onDownload: (job: ExportJob) => void;
  onRemove: (job: ExportJob) => void;
};

const HEADERS = ["Title", "File name", "Format", "State", "Rows", "Started", "Finished", "Error", ""];

/** The person's exports: what, which file, how far, and the buttons to fetch or remove each. */
export const DownloadCenterTable = ({ jobs, onDownload, onRemove }: DownloadCenterTableProps) => (
  <Table size="small" aria-label="Exports">
    <TableHead>
      <TableRow>
        {HEADERS.map((h, i) => (
          <TableCell key={i} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
            {h}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {jobs.map((job) => (
        <TableRow key={job.JobId}>
          <TableCell>{job.Title}</TableCell>
          <TableCell sx={{ overflowWrap: "anywhere" }}>{job.FileName}</TableCell>
          <TableCell>{job.Format.toUpperCase()}</TableCell>
          <TableCell>
            <ExportJobStateCell job={job} />
          </TableCell>
          <TableCell sx={{ fontVariantNumeric: "tabular-nums" }}>
            {job.State === ExportJobState.Completed ? job.RowCount.toLocaleString("en-US") : ""}
          </TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(job.CreatedOn)}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>
            {job.CompletedOn ? formatDateTime(job.CompletedOn) : ""}
          </TableCell>
          <TableCell>
            <Typography variant="body2" color="error">
              {job.ErrorMessage ?? ""}
            </Typography>
          </TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                disabled={job.State !== ExportJobState.Completed}
                onClick={() => onDownload(job)}
                aria-label={`Download ${job.FileName}`}
              >
                Download
              </Button>
              <Button
                size="small"
                color="error"
                disabled={job.State === ExportJobState.InProgress}
                onClick={() => onRemove(job)}
                aria-label={`Remove ${job.FileName}`}
              >
                Remove
              </Button>
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
