import { useMemo, useState } from "react";
import { Box, Button, MenuItem, TextField } from "@mui/material";
import type { RunTechReconReply } from "@fieldstead/domain";
import { useTechReconClients } from "../api/get-tech-recon-clients.ts";
import { useRunTechRecon } from "../api/run-tech-recon.ts";
import { periodOfDate, recentPeriods } from "./recon-format.ts";

export type RunReconFormProps = {
  onRan: (reply: RunTechReconReply) => void;
  onFailed: (error: unknown) => void;
};

const ALL_CLIENTS = "";

/** Runs a reconciliation: a month (this one unless chosen) and, optionally, one client. */
export const RunReconForm = ({ onRan, onFailed }: RunReconFormProps) => {
  const periods = useMemo(() => recentPeriods(new Date()), []);
  const [period, setPeriod] = useState(() => periodOfDate(new Date()));
  const [clientId, setClientId] = useState(ALL_CLIENTS);
  const clients = useTechReconClients();
  const run = useRunTechRecon();

  const handleRun = () =>
    run.mutate(
      { Period: period, ClientId: clientId === ALL_CLIENTS ? null : Number(clientId) },
      { onSuccess: onRan, onError: onFailed },
    );

  return (
    <Box
      component="form"
      aria-label="Run reconciliation"
      onSubmit={(event) => {
        event.preventDefault();
        handleRun();
      }}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
    >
      <TextField
        select
        size="small"
        label="Period"
        value={period}
        onChange={(event) => setPeriod(event.target.value)}
        sx={{ minWidth: 180, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}
      >
        {periods.map((p) => (
          <MenuItem key={p.value} value={p.value}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Client"
        value={clientId}
        onChange={(event) => setClientId(event.target.value)}
        sx={{ minWidth: 220, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}
      >
        <MenuItem value={ALL_CLIENTS}>All active clients</MenuItem>
        {(clients.data?.Clients ?? []).map((c) => (
          <MenuItem key={c.Id} value={String(c.Id)}>
            {c.IsActive ? c.Name : `${c.Name} (inactive)`}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disabled={run.isPending}
        sx={{ flex: { xs: "1 1 100%", sm: "0 0 auto" } }}
      >
        Run reconciliation
      </Button>
    </Box>
  );
};
