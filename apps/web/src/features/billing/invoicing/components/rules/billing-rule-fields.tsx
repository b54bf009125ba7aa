import { FormControlLabel, MenuItem, Switch, TextField } from "@mui/material";
import {
  BILLING_RULE_SOURCE_NAMES,
  BillingRuleSource,
  WORK_ORDER_TYPE_LABELS,
  WorkOrderType,
  type BillingRuleSourceId,
  type WorkOrderTypeId,
} from "@fieldstead/domain";
import { ChargeCodePicker } from "../shared/charge-code-picker.tsx";
import { ClientPicker } from "../shared/client-picker.tsx";
import type { RuleErrors, RuleForm } from "./billing-rule-form.ts";
import { CategorySelect } from "./category-select.tsx";

export type BillingRuleFieldsProps = {
  form: RuleForm;
  errors: RuleErrors;
  onChange: (patch: Partial<RuleForm>) => void;
};

const SOURCES = Object.values(BillingRuleSource);
const WORK_ORDER_TYPES = Object.values(WorkOrderType);

/** What a rule is: its name, whose sites, what it counts there, and the charge code it bills at. */
export const BillingRuleFields = ({ form, errors, onChange }: BillingRuleFieldsProps) => (
  <>
    <TextField
      label="Name"
      name="Name"
      required
      autoFocus
      value={form.Name}
      onChange={(event) => onChange({ Name: event.target.value })}
      error={Boolean(errors.Name)}
      helperText={errors.Name}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
    <ClientPicker
      value={form.Client}
      onChange={(Client) => onChange({ Client })}
      error={errors.ClientId}
      helperText="Empty: every active client."
    />
    <TextField
      select
      label="Counts"
      name="SourceId"
      required
      value={form.SourceId}
      onChange={(event) => onChange({ SourceId: Number(event.target.value) as BillingRuleSourceId })}
      error={Boolean(errors.SourceId)}
      helperText={errors.SourceId ?? "What is counted at each client's sites in the billed month."}
    >
      {SOURCES.map((id) => (
        <MenuItem key={id} value={id}>
          {BILLING_RULE_SOURCE_NAMES[id]}
        </MenuItem>
      ))}
    </TextField>
    {form.SourceId === BillingRuleSource.ActiveAssets && (
      <CategorySelect
        value={form.Category}
        onChange={(Category) => onChange({ Category })}
        error={errors.CategoryId}
      />
    )}
    {form.SourceId === BillingRuleSource.CompletedWorkOrders && (
      <TextField
        select
        label="Work-order type"
        name="WorkOrderTypeId"
        required
        value={form.WorkOrderTypeId ?? ""}
        onChange={(event) => onChange({ WorkOrderTypeId: Number(event.target.value) as WorkOrderTypeId })}
        error={Boolean(errors.WorkOrderTypeId)}
        helperText={errors.WorkOrderTypeId}
      >
        {WORK_ORDER_TYPES.map((id) => (
          <MenuItem key={id} value={id}>
            {WORK_ORDER_TYPE_LABELS[id]}
          </MenuItem>
        ))}
      </TextField>
    )}
    <ChargeCodePicker
      value={form.ChargeCode}
      onChange={(ChargeCode) => onChange({ ChargeCode })}
      error={errors.ChargeCodeId}
    />
    <FormControlLabel
      label="Active"
      control={
        <Switch
          name="IsActive"
          checked={form.IsActive}
          onChange={(event) => onChange({ IsActive: event.target.checked })}
        />
      }
    />
  </>
);
