import {
  BILLING_RULE_SOURCE_NAMES,
  BillingRuleSource,
  workOrderTypeLabel,
  type BillingRule,
  type BillingRuleSourceId,
} from "@fieldstead/domain";

/** What a rule counts, as people read it: 'Active assets of a category: Generators'. */
export const ruleCountsText = (rule: BillingRule): string => {
  const source = BILLING_RULE_SOURCE_NAMES[rule.SourceId as BillingRuleSourceId] ?? rule.SourceName;
  if (rule.SourceId === BillingRuleSource.ActiveAssets)
    return `${source}: ${rule.CategoryName ?? `category ${rule.CategoryId ?? "?"}`}`;
  if (rule.SourceId === BillingRuleSource.CompletedWorkOrders)
    return `${source}: ${rule.WorkOrderTypeName ?? workOrderTypeLabel(rule.WorkOrderTypeId ?? 0)}`;
  return source;
};

/** Whose sites a rule bills: one client, or every active client. */
export const ruleClientText = (rule: BillingRule): string => rule.ClientName ?? "All clients";
