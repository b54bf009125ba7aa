import {
  BillingRuleSource,
  isBillingPeriod,
  type BillingRule,
  type BillingRuleSourceId,
  type SaveBillingRuleInput,
  type WorkOrderTypeId,
} from "@fieldstead/domain";
import type { PickedRecord } from "../shared/picked-record.ts";

/** The form's fields, named as the request names them (so the server's refusals land beside them). */
export type RuleField =
  | "Name"
  | "ClientId"
  | "SourceId"
  | "CategoryId"
  | "WorkOrderTypeId"
  | "ChargeCodeId"
  | "IsActive"
  | "Period";
const RULE_FIELDS: readonly string[] = [
  "Name",
  "ClientId",
  "SourceId",
  "CategoryId",
  "WorkOrderTypeId",
  "ChargeCodeId",
  "IsActive",
  "Period",
];

export type RuleErrors = Partial<Record<RuleField, string>>;

/** The rule as the dialog holds it: pickers keep the chosen record's name beside its id. */
export type RuleForm = {
  Name: string;
  Client: PickedRecord | null;
  SourceId: BillingRuleSourceId;
  Category: PickedRecord | null;
  WorkOrderTypeId: WorkOrderTypeId | null;
  ChargeCode: PickedRecord | null;
  IsActive: boolean;
};

export const RULE_FORM_MESSAGES = {
  name: "Name is required.",
  chargeCode: "Pick the charge code the rule bills.",
  category: "Pick the asset category counted.",
  workOrderType: "Pick the work-order type counted.",
  period: "Period reads YYYY-MM (a month, e.g. 2026-11).",
} as const;

const picked = (id: number | null, name: string | null): PickedRecord | null =>
  id === null ? null : { Id: id, Name: name ?? `#${id}` };

/** A new rule (active, counting assets), or the saved rule to edit. */
export const ruleFormOf = (rule?: BillingRule): RuleForm =>
  rule
    ? {
        Name: rule.Name,
        Client: picked(rule.ClientId, rule.ClientName),
        SourceId: rule.SourceId as BillingRuleSourceId,
        Category: picked(rule.CategoryId, rule.CategoryName),
        WorkOrderTypeId: rule.WorkOrderTypeId as WorkOrderTypeId | null,
        ChargeCode: picked(rule.ChargeCodeId, rule.ChargeCode),
        IsActive: rule.IsActive,
      }
    : {
        Name: "",
        Client: null,
        SourceId: BillingRuleSource.ActiveAssets,
        Category: null,
        WorkOrderTypeId: null,
        ChargeCode: null,
        IsActive: true,
      };

/**
 * What must be filled before the rule is sent: a charge code, and what it counts (a category for assets, a type
 * for work orders); a name to save it, a month to preview it.
 */
export const checkRuleForm = (
  form: RuleForm,
  check: { needsName: boolean; period?: string },
): RuleErrors => ({
  ...(check.needsName && form.Name.trim() === "" ? { Name: RULE_FORM_MESSAGES.name } : {}),
  ...(form.ChargeCode === null ? { ChargeCodeId: RULE_FORM_MESSAGES.chargeCode } : {}),
  ...(form.SourceId === BillingRuleSource.ActiveAssets && form.Category === null
    ? { CategoryId: RULE_FORM_MESSAGES.category }
    : {}),
  ...(form.SourceId === BillingRuleSource.CompletedWorkOrders && form.WorkOrderTypeId === null
    ? { WorkOrderTypeId: RULE_FORM_MESSAGES.workOrderType }
    : {}),
  ...(check.period !== undefined && !isBillingPeriod(check.period.trim())
    ? { Period: RULE_FORM_MESSAGES.period }
    : {}),
});

/** The request's fields; a category or type the source does not count is not sent. */
export const ruleFieldsOf = (form: RuleForm, chargeCodeId: number): Omit<SaveBillingRuleInput, "Id"> => ({
  Name: form.Name.trim(),
  ClientId: form.Client?.Id ?? null,
  SourceId: form.SourceId,
  CategoryId: form.SourceId === BillingRuleSource.ActiveAssets ? (form.Category?.Id ?? null) : null,
  WorkOrderTypeId: form.SourceId === BillingRuleSource.CompletedWorkOrders ? form.WorkOrderTypeId : null,
  ChargeCodeId: chargeCodeId,
  IsActive: form.IsActive,
});

/** The form's field a request field names, or null when the form has none. */
export const ruleFieldOf = (requestField: string): RuleField | null =>
  RULE_FIELDS.includes(requestField) ? (requestField as RuleField) : null;
