import { Alert, Box, Paper, Stack, Typography } from "@mui/material";
import { AccessRightType, ModuleId, type ReconDifferenceRow } from "@fieldstead/domain";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useTechReconRun } from "../api/get-tech-recon-run.ts";
import { useReconDecisions } from "../hooks/use-recon-decisions.ts";
import { ReconDifferenceAction } from "./recon-difference-action.tsx";
import { ReconDifferenceCards } from "./recon-difference-cards.tsx";
import { ReconDifferencesTable } from "./recon-differences-table.tsx";
import { resultSeverity } from "./recon-format.ts";
import { runTitle } from "./recon-runs-list.tsx";

export type ReconRunPanelProps = { runId: number };

/** One run: its result, then its differences (a table on a computer, cards on a phone) with their decisions. */
export const ReconRunPanel = ({ runId }: ReconRunPanelProps) => {
  const run = useTechReconRun(runId);
  const isMobile = useIsMobile();
  const { can } = useModuleAccess();
  const decisions = useReconDecisions();
  const canDecide = can(ModuleId.BillingTechRecon, ModuleId.Billing, AccessRightType.ReadWrite);

  if (run.isPending) return <PageLoader />;
  if (run.isError) return <Alert severity="error">{run.error.message}</Alert>;
  const { Run, Differences } = run.data;
  const renderAction = (d: ReconDifferenceRow) => (
    <ReconDifferenceAction
      difference={d}
      canDecide={canDecide}
      isBusy={decisions.isBusy}
      onAccept={decisions.accept}
      onVerify={decisions.verify}
    />
  );
  const List = isMobile ? ReconDifferenceCards : ReconDifferencesTable;

  return (
    <Paper component="section" aria-label={runTitle(Run)} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: "anywhere" }}>
          {runTitle(Run)}
        </Typography>
        <Alert severity={resultSeverity(Run.ResultCode)}>
          {Run.ResultMessage}
          {Run.DifferenceCount > 0 && ` ${Run.OpenCount} still open.`}
        </Alert>
        {Differences.length > 0 && (
          <Box sx={isMobile ? undefined : { overflowX: "auto" }}>
            <List differences={Differences} renderAction={renderAction} />
          </Box>
        )}
      </Stack>
    </Paper>
  );
};
