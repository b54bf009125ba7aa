import { useCallback, useState } from "react";
import { Link as RouterLink, Navigate, useLocation } from "react-router";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import Download from "@mui/icons-material/Download";
import { ImportKind, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { useSession, loginAddress } from "../../auth/index.ts";
import { downloadImportTemplate, ImportButton } from "../../imports/index.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { BulkTaskColumns } from "./bulk-task-columns.tsx";
import { TASKS_ENTRY, TASKS_PATH } from "./task-paths.ts";

/**
 * /bulkTasks (also /bulkWo and /WObulk): many tasks and work orders from one .xlsx or .csv file — the template,
 * the upload, its progress, and the report of refused rows (nothing is created unless every row is right).
 */
export const BulkTasksPage = () => {
  const { user } = useSession();
  const location = useLocation();
  const { can, isLoading } = useModuleAccess();
  const [hasImported, setHasImported] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleImported = useCallback(() => setHasImported(true), []);
  // bulkWo and WObulk have no guard of their own: someone signed out signs in first.
  if (!user) return <Navigate to={loginAddress(location.pathname)} replace />;
  if (isLoading) return <PageLoader />;

  const handleTemplate = () => {
    setError(null);
    void downloadImportTemplate(ImportKind.Tasks).catch((err: unknown) =>
      setError(err instanceof Error ? err.message : String(err)),
    );
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[TASKS_ENTRY, { kind: "text", label: "Bulk create" }]} />
      <PageHeading spacing={2}>Bulk create work orders</PageHeading>
      {can(ModuleId.TaskBulkCreate, ModuleId.TaskOperations) ? (
        <Stack spacing={3}>
          <PaperSection title="Import from a file">
            <Typography sx={{ mb: 2 }}>
              Fill in the template with one work order a row and save it as .xlsx or .csv. Every row is
              checked first: if any row has a problem, no work order is created and each problem is listed by
              its row and column.
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }}>
              <Button variant="outlined" size="small" startIcon={<Download />} onClick={handleTemplate}>
                Download the template
              </Button>
              <ImportButton kind={ImportKind.Tasks} onImported={handleImported} label="Import from a file" />
            </Stack>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
            {hasImported && (
              <Alert
                severity="success"
                sx={{ mt: 2 }}
                action={
                  <Button component={RouterLink} to={TASKS_PATH} color="inherit" size="small">
                    Open Task Operations
                  </Button>
                }
              >
                The new work orders are in Task Operations.
              </Alert>
            )}
          </PaperSection>
          <PaperSection title="Columns of the file">
            <BulkTaskColumns />
          </PaperSection>
        </Stack>
      ) : (
        <Typography>Your role cannot create work orders in bulk.</Typography>
      )}
    </Box>
  );
};
