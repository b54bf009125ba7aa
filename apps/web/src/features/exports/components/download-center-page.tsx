import { Alert, Box, Typography } from "@mui/material";
import type { ExportJob } from "@fieldstead/domain";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { confirm } from "../../../lib/confirm.ts";
import { showErrorSnackbar, showSnackbar } from "../../../lib/snackbar.ts";
import { useDeleteExportJob } from "../api/delete-export-job.ts";
import { fetchExportJobFile } from "../api/download-export-job.ts";
import { useDownloadCenter } from "../api/get-download-center.ts";
import { downloadTracked } from "../hooks/use-run-export.ts";
import { DownloadCenterTable } from "./download-center-table.tsx";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /Image: the person's exports, read again every 2 s while any runs, with their files to download. */
export const DownloadCenterPage = () => {
  const jobs = useDownloadCenter();
  const remove = useDeleteExportJob();

  const handleDownload = (job: ExportJob) =>
    void downloadTracked(() => fetchExportJobFile(job.JobId, job.FileName)).catch((error: unknown) =>
      showErrorSnackbar(messageOf(error), 10_000),
    );
  const handleRemove = async (job: ExportJob) => {
    const { confirmed } = await confirm({
      title: "Remove export",
      message: `Remove ${job.FileName} from the Download Center? Its file is deleted too.`,
      yesLabel: "Remove",
      noLabel: "Cancel",
      icon: "warning",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(job.JobId);
      showSnackbar({ message: "Export removed", severity: "success", durationMs: 5_000 });
    } catch (error) {
      showErrorSnackbar(messageOf(error), 10_000);
    }
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeading spacing={2}>Download Center</PageHeading>
      <PaperSection>
        {jobs.isPending ? (
          <PageLoader />
        ) : jobs.isError ? (
          <Alert severity="error">{messageOf(jobs.error)}</Alert>
        ) : jobs.data.Jobs.length === 0 ? (
          <Typography color="text.secondary">
            No exports yet. Lists export to Excel, PDF and Word from their Export button.
          </Typography>
        ) : (
          <Box sx={{ overflowX: "auto" }}>
            <DownloadCenterTable
              jobs={jobs.data.Jobs}
              onDownload={handleDownload}
              onRemove={(job) => void handleRemove(job)}
            />
          </Box>
        )}
      </PaperSection>
    </Box>
  );
};
