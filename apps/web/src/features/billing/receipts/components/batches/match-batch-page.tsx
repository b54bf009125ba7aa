import { useParams } from "react-router";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { BatchStatus } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../../components/ui/paper-section.tsx";
import { RecordNotFound } from "../../../../../components/ui/record-not-found.tsx";
import { moneyText } from "../../../../../lib/money-format.ts";
import { idFromPath } from "../../../../../lib/path-id.ts";
import { useMatchBatch } from "../../api/get-match-batch.ts";
import { MATCH_BATCHES_ENTRY, RECON_ENTRY } from "../recon-paths.ts";
import { MatchBatchActions } from "./match-batch-actions.tsx";
import { MatchBatchHistory } from "./match-batch-history.tsx";
import { MatchBatchMatches } from "./match-batch-matches.tsx";
import { MatchBatchStatusChip } from "./match-batch-status-chip.tsx";

export const LOCKED_NOTE = "This batch is locked: it can no longer change.";

/**
 * /billing/financialRecon/batchList/{id}: a batch of matches, its status and amount, the moves this person may
 * take, its matches (removable while it is a draft) and its history.
 */
export const MatchBatchPage = () => {
  const id = idFromPath(useParams().batchId);
  const query = useMatchBatch(id);
  const trail = [RECON_ENTRY, MATCH_BATCHES_ENTRY];
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || query.isError || !query.data)
    return <RecordNotFound trail={trail} noun="match batch" error={id === null ? null : query.error} />;
  // A locked batch never changes, whatever else the reply says: nothing on its page writes.
  const isLocked = query.data.StatusId === BatchStatus.Locked;
  const batch = isLocked ? { ...query.data, Actions: [], CanEdit: false } : query.data;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[...trail, { kind: "text", label: batch.BatchNumber }]} />
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <PageHeading>{`Match batch ${batch.BatchNumber}`}</PageHeading>
        <Stack direction="row" useFlexGap sx={{ gap: 2, alignItems: "center", flexWrap: "wrap" }}>
          <MatchBatchStatusChip statusId={batch.StatusId} size="medium" />
          <Typography>
            Amount <strong>{moneyText(batch.Amount)}</strong>
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>
            {`${batch.Matches.length} ${batch.Matches.length === 1 ? "match" : "matches"}`}
          </Typography>
        </Stack>
        {isLocked && <Alert severity="info">{LOCKED_NOTE}</Alert>}
        <MatchBatchActions batch={batch} />
      </Stack>
      <Stack spacing={3}>
        <PaperSection title="Matches">
          <MatchBatchMatches batch={batch} />
        </PaperSection>
        <PaperSection title="History">
          <MatchBatchHistory history={batch.History} />
        </PaperSection>
      </Stack>
    </Box>
  );
};
