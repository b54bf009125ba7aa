import { useState } from "react";
import { Box, Button, MenuItem, TextField } from "@mui/material";
import PlayArrow from "@mui/icons-material/PlayArrow";
import { BILLING_REPORT_USES_PERIODS, type BillingReportParams } from "@fieldstead/domain";
import { ClientPicker } from "../../invoicing/components/shared/client-picker.tsx";
import type { PickedRecord } from "../../invoicing/components/shared/picked-record.ts";
import { useReportClientName } from "../api/get-report-client.ts";
import { MonthField } from "./month-field.tsx";
import {
  checkParams,
  paramsOfForm,
  REPORT_KINDS,
  reportName,
  type ReportErrors,
  type ReportForm,
} from "./report-params.ts";

export type ReportParamsFormProps = {
  initial: ReportForm;
  /** The problems of the parameters the address brought, shown beside their fields at once. */
  initialErrors: ReportErrors;
  isRunning: boolean;
  onRun: (params: BillingReportParams, client: PickedRecord | null) => void;
};

const FIELD_SX = { minWidth: 180, flex: { xs: "1 1 100%", sm: "0 0 auto" } } as const;

/**
 * The report and its parameters: From and To months for revenue, tax collected and reconciliation differences;
 * an 'As of' day for aging and arrears; optionally one client. Run checks them with the request's own schema and
 * shows each problem beside its field.
 */
export const ReportParamsForm = ({ initial, initialErrors, isRunning, onRun }: ReportParamsFormProps) => {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ReportErrors>(initialErrors);
  const unnamedClientId = form.client !== null && form.client.Name === "" ? form.client.Id : null;
  const clientName = useReportClientName(unnamedClientId);
  const client =
    form.client !== null && unnamedClientId !== null
      ? { Id: form.client.Id, Name: clientName.data ?? "" }
      : form.client;
  const usesPeriods = BILLING_REPORT_USES_PERIODS[form.kind];

  const change = (patch: Partial<ReportForm>, fields: readonly string[]) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !fields.includes(field))));
  };
  const handleRun = () => {
    const checked = checkParams(paramsOfForm(form));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onRun(checked.params, client);
  };

  return (
    <Box
      component="form"
      aria-label="Report parameters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleRun();
      }}
      sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}
    >
      <TextField
        select
        label="Report"
        name="Kind"
        value={form.kind}
        onChange={(event) => change({ kind: Number(event.target.value) as ReportForm["kind"] }, ["Kind"])}
        error={errors.Kind !== undefined}
        helperText={errors.Kind}
        sx={{ ...FIELD_SX, minWidth: 260 }}
      >
        {REPORT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {reportName(kind)}
          </MenuItem>
        ))}
      </TextField>
      {usesPeriods ? (
        <>
          <MonthField
            label="From"
            name="FromPeriod"
            value={form.from}
            error={errors.FromPeriod}
            onChange={(from) => change({ from }, ["FromPeriod", "ToPeriod"])}
          />
          <MonthField
            label="To"
            name="ToPeriod"
            value={form.to}
            error={errors.ToPeriod}
            onChange={(to) => change({ to }, ["ToPeriod"])}
          />
        </>
      ) : (
        <TextField
          label="As of"
          name="AsOf"
          type="date"
          required
          value={form.asOf}
          onChange={(event) => change({ asOf: event.target.value }, ["AsOf"])}
          error={errors.AsOf !== undefined}
          helperText={errors.AsOf ?? "Days past due are counted to this day."}
          sx={FIELD_SX}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <Box sx={{ flex: { xs: "1 1 100%", sm: "1 1 260px" }, maxWidth: { sm: 360 }, minWidth: 0 }}>
        <ClientPicker
          value={client}
          onChange={(picked) => change({ client: picked }, ["ClientId"])}
          error={errors.ClientId}
          helperText="Every client when left empty."
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        startIcon={<PlayArrow />}
        loading={isRunning}
        sx={{ flex: { xs: "1 1 100%", sm: "0 0 auto" }, mt: { sm: 1 } }}
      >
        Run
      </Button>
    </Box>
  );
};
