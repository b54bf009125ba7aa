import {
  BILLING_RULE_SOURCE_NAMES,
  BillingRuleSource,
  workOrderTypeLabel,
  type AuditField,
  type BillingRule,
  type PreviewBillingRule,
  type SaveBillingRule,
} from "@fieldstead/domain";
import type { AppFieldProblem } from "../../../../lib/errors.ts";
import type { RuleColumns, RuleRecord, RuleReferences } from "./billing-rules.repository.ts";

/**
 * A rule's columns from a form: a category is kept only by a rule on assets and a work-order type only by a rule
 * on work orders, so a rule never carries a filter it does not apply.
 */
export const ruleColumnsOf = (body: SaveBillingRule | PreviewBillingRule): RuleColumns => ({
  name: body.Name,
  clientId: body.ClientId,
  sourceId: body.SourceId,
  categoryId: body.SourceId === BillingRuleSource.ActiveAssets ? body.CategoryId : null,
  workOrderTypeId: body.SourceId === BillingRuleSource.CompletedWorkOrders ? body.WorkOrderTypeId : null,
  chargeCodeId: body.ChargeCodeId,
  isActive: body.IsActive,
});

/** The fields naming a record that is not the organisation's. */
export const referenceProblems = (columns: RuleColumns, found: RuleReferences): AppFieldProblem[] => [
  ...(columns.clientId !== null && found.client === null
    ? [{ field: "ClientId", message: "ClientId is not a client of your organisation." }]
    : []),
  ...(columns.categoryId !== null && found.category === null
    ? [{ field: "CategoryId", message: "CategoryId is not an asset category of your organisation." }]
    : []),
  ...(found.chargeCode === null
    ? [{ field: "ChargeCodeId", message: "ChargeCodeId is not a charge code of your organisation." }]
    : []),
];

/** A rule as history shows it. */
export type RuleShown = {
  name: string;
  client: string;
  source: string;
  category: string | null;
  workOrderType: string | null;
  chargeCode: string;
  active: string;
};

export const RULE_FIELDS: readonly AuditField<RuleShown>[] = [
  { key: "name", label: "Name" },
  { key: "client", label: "Client" },
  { key: "source", label: "Counts" },
  { key: "category", label: "Asset category" },
  { key: "workOrderType", label: "Work-order type" },
  { key: "chargeCode", label: "Charge code" },
  { key: "active", label: "Active" },
];

export const EVERY_CLIENT = "Every active client";

export const ruleShown = (columns: RuleColumns, names: RuleReferences): RuleShown => ({
  name: columns.name,
  client: names.client ?? EVERY_CLIENT,
  source: BILLING_RULE_SOURCE_NAMES[columns.sourceId],
  category: names.category,
  workOrderType: columns.workOrderTypeId === null ? null : workOrderTypeLabel(columns.workOrderTypeId),
  chargeCode: names.chargeCode ?? "",
  active: columns.isActive ? "Yes" : "No",
});

export const ruleShownOf = (r: RuleRecord): RuleShown =>
  ruleShown(r, { client: r.clientName, category: r.categoryName, chargeCode: r.chargeCode });

export const ruleReplyOf = (r: RuleRecord): BillingRule => ({
  Id: r.id,
  Name: r.name,
  ClientId: r.clientId,
  ClientName: r.clientName,
  SourceId: r.sourceId,
  SourceName: BILLING_RULE_SOURCE_NAMES[r.sourceId],
  CategoryId: r.categoryId,
  CategoryName: r.categoryName,
  WorkOrderTypeId: r.workOrderTypeId,
  WorkOrderTypeName: r.workOrderTypeId === null ? null : workOrderTypeLabel(r.workOrderTypeId),
  ChargeCodeId: r.chargeCodeId,
  ChargeCode: r.chargeCode,
  IsActive: r.isActive,
  UpdatedAt: r.updatedAt.toISOString(),
});
