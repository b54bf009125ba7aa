import { Alert, List, ListItemButton, ListItemText, Paper, Typography } from "@mui/material";
import type { ReconRunRow } from "@fieldstead/domain";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { useTechReconRuns } from "../api/get-tech-recon-runs.ts";
import { periodLabel } from "./recon-format.ts";

export type ReconRunsListProps = { selectedId: number | null; onOpen: (id: number) => void };

/** "November 2026 · All active clients" */
export const runTitle = (run: ReconRunRow): string =>
  `${periodLabel(run.Period)} · ${run.ClientName ?? "All active clients"}`;

/** The runs, newest first: each one's month, client and result; the one open is marked. */
export const ReconRunsList = ({ selectedId, onOpen }: ReconRunsListProps) => {
  const runs = useTechReconRuns();
  if (runs.isPending) return <PageLoader />;
  if (runs.isError) return <Alert severity="error">{runs.error.message}</Alert>;
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        Runs
      </Typography>
      {runs.data.Runs.length === 0 ? (
        <Typography sx={{ px: 2, py: 1.5, color: "text.secondary" }}>
          No reconciliation has been run yet.
        </Typography>
      ) : (
        <List aria-label="Reconciliation runs" dense sx={{ maxHeight: { md: 560 }, overflowY: "auto" }}>
          {runs.data.Runs.map((run) => (
            <ListItemButton
              key={run.Id}
              selected={run.Id === selectedId}
              aria-current={run.Id === selectedId ? "true" : undefined}
              onClick={() => onOpen(run.Id)}
            >
              <ListItemText
                primary={runTitle(run)}
                secondary={`${run.ResultMessage} ${formatDateTime(run.CreatedAt)}${run.CreatedByName ? ` · ${run.CreatedByName}` : ""}`}
                slotProps={{
                  primary: { sx: { overflowWrap: "anywhere" } },
                  secondary: { sx: { overflowWrap: "anywhere" } },
                }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
};
