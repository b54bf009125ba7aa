import { useSearchParams } from "react-router";
import { Box, Stack, Typography } from "@mui/material";
import { AccessRightType, ModuleId, type RunTechReconReply } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { ApiError } from "../../../../lib/http.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { resultSeverity } from "./recon-format.ts";
import { ReconRunPanel } from "./recon-run-panel.tsx";
import { ReconRunsList } from "./recon-runs-list.tsx";
import { RunReconForm } from "./run-recon-form.tsx";

/** The run open on the page, kept in the address (?run=12) so a reload or a shared link shows it. */
const RUN_PARAM = "run";

const reportFailure = (error: unknown): void => {
  if (error instanceof ApiError && error.code === "OFFLINE") return;
  showSnackbar({ message: error instanceof Error ? error.message : String(error), severity: "error" });
};

/**
 * /billing/techrecon: what clients are billed for against what is in the field. A run (month, optionally one
 * client) answers in a snackbar — green when they agree, amber otherwise — and opens; the runs are listed, and
 * an open run's differences are accepted into the next invoice or sent to be verified on site.
 */
export const TechReconPage = () => {
  const [params, setParams] = useSearchParams();
  const { can } = useModuleAccess();
  const selected = Number(params.get(RUN_PARAM));
  const runId = Number.isInteger(selected) && selected > 0 ? selected : null;
  const canRun =
    can(ModuleId.BillingTechRecon, ModuleId.Billing, AccessRightType.ReadWrite) &&
    can(ModuleId.BillingTechReconRun, ModuleId.Billing, AccessRightType.ReadWrite);
  const open = (id: number) => setParams({ [RUN_PARAM]: String(id) });

  const handleRan = (reply: RunTechReconReply) => {
    showSnackbar({ message: reply.StatusMessage, severity: resultSeverity(reply.StatusCode) });
    open(reply.Id);
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "text", label: "Billing" },
          { kind: "text", label: "Technical Reconciliation" },
        ]}
      />
      <PageHeading>Technical Reconciliation</PageHeading>
      {canRun && <RunReconForm onRan={handleRan} onFailed={reportFailure} />}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          alignItems: "start",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(240px, 320px) minmax(0, 1fr)" },
        }}
      >
        <ReconRunsList selectedId={runId} onOpen={open} />
        {runId === null ? (
          <Typography sx={{ color: "text.secondary" }}>
            Open a run to see its differences{canRun ? ", or run a reconciliation" : ""}.
          </Typography>
        ) : (
          <ReconRunPanel runId={runId} />
        )}
      </Box>
    </Stack>
  );
};
