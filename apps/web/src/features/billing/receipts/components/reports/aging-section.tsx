import { useState } from "react";
import { Alert, Stack, TextField, Typography } from "@mui/material";
import { calendarDayOf, isIsoDay } from "@fieldstead/domain";
import { PageLoader } from "../../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../../components/ui/paper-section.tsx";
import { useAgingReport } from "../../api/get-aging-report.ts";
import { AgingChart } from "./aging-chart.tsx";
import { AgingTable } from "./aging-table.tsx";

export const NOTHING_OWED = "Nothing is owed on issued invoices.";

/**
 * Aging of receivables: what clients still owe on numbered invoices on a day (today unless another is picked),
 * by days past the due date, as a chart per currency and a table per client.
 */
export const AgingSection = () => {
  const [asOf, setAsOf] = useState(() => calendarDayOf(new Date()));
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(asOf) && isIsoDay(asOf);
  const report = useAgingReport(isDay ? asOf : null);
  return (
    <PaperSection title="Aging of receivables">
      <Stack spacing={2.5}>
        <TextField
          label="As of"
          name="AsOf"
          type="date"
          value={asOf}
          onChange={(e) => setAsOf(e.target.value)}
          error={!isDay}
          helperText={isDay ? "Days past due are counted to this day." : "Pick a day."}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 240 }}
        />
        {!isDay ? null : report.isPending ? (
          <PageLoader />
        ) : report.isError ? (
          <Alert severity="error">{`The aging could not be loaded: ${report.error.message}`}</Alert>
        ) : report.data.Clients.length === 0 ? (
          <Typography sx={{ color: "text.secondary" }}>{NOTHING_OWED}</Typography>
        ) : (
          <>
            <AgingChart report={report.data} />
            <AgingTable report={report.data} />
          </>
        )}
      </Stack>
    </PaperSection>
  );
};
