import {
  AuditEntityType,
  centsToMoney,
  diffChanges,
  formatQuantity,
  ResultCode,
  type BillingRulePreviewReply,
  type BillingWriteReply,
  type ContractReply,
  type DeleteBillingRuleContract,
  type GetBillingRulesContract,
  type PreviewBillingRule,
  type PreviewLine,
  type SaveBillingRule,
} from "@fieldstead/domain";
import type { AppContext } from "../../../../context.ts";
import type { Tx } from "../../../../db/client.ts";
import { AppError, invalidFields } from "../../../../lib/errors.ts";
import type { ActiveSession } from "../../../../plugins/session-store.ts";
import { recordHistory } from "../../../audit/audit.service.ts";
import { readActiveClients } from "../charges/charge-prices.repository.ts";
import { computeCharges, type DraftInvoice } from "../charges/charges.service.ts";
import { currencyTotals } from "../batches/batch-money.ts";
import {
  deleteRuleRow,
  insertRule,
  listRules,
  lockRule,
  readRule,
  readRuleReferences,
  updateRule,
  type RuleColumns,
} from "./billing-rules.repository.ts";
import {
  referenceProblems,
  ruleColumnsOf,
  ruleReplyOf,
  ruleShown,
  ruleShownOf,
  RULE_FIELDS,
} from "./billing-rule-fields.ts";

const ruleNotFound = () => new AppError("NOT_FOUND", { message: "Billing rule not found." });

export const billingRules = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<ContractReply<typeof GetBillingRulesContract>> => ({
  Rules: (await listRules(ctx.db, session.orgId)).map(ruleReplyOf),
});

/** A rule's columns once its client, category and charge code are known to be the organisation's (else a 400). */
const checkedColumns = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveBillingRule | PreviewBillingRule,
) => {
  const columns = ruleColumnsOf(body);
  const names = await readRuleReferences(ctx.db, session.orgId, columns);
  const problems = referenceProblems(columns, names);
  if (problems.length > 0) throw invalidFields(problems);
  return { columns, names };
};

const ruleEntry = (session: ActiveSession, id: number, at: Date) => ({
  orgId: session.orgId,
  entityType: AuditEntityType.BillingRule,
  entityId: id,
  employeeId: session.employeeId,
  at,
});

/** Creates a rule, or edits one (another organisation's is a 404); the rule and its history are kept together. */
export const saveBillingRule = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveBillingRule,
): Promise<BillingWriteReply> => {
  // Another organisation's rule is a 404 whatever the rest of the form says.
  if (body.Id && !(await readRule(ctx.db, session.orgId, body.Id))) throw ruleNotFound();
  const { columns, names } = await checkedColumns(ctx, session, body);
  const after = ruleShown(columns, names);
  const at = ctx.now();
  const id = await ctx.db.transaction(async (tx: Tx) => {
    if (body.Id === null || body.Id === undefined) {
      const created = await insertRule(tx, session.orgId, columns, at);
      const changes = diffChanges({ before: {}, after, fields: RULE_FIELDS });
      await recordHistory(tx, [
        {
          ...ruleEntry(session, created, at),
          action: "Created",
          summary: `Rule '${columns.name}' created`,
          changes,
        },
      ]);
      return created;
    }
    if (!(await lockRule(tx, session.orgId, body.Id))) throw ruleNotFound();
    const before = await readRule(tx, session.orgId, body.Id);
    await updateRule(tx, session.orgId, body.Id, columns satisfies RuleColumns, at);
    const changes = diffChanges({ before: ruleShownOf(before!), after, fields: RULE_FIELDS });
    if (changes.length > 0)
      await recordHistory(tx, [
        {
          ...ruleEntry(session, body.Id, at),
          action: "Updated",
          summary: `Rule '${columns.name}' edited`,
          changes,
        },
      ]);
    return body.Id;
  });
  return { StatusCode: ResultCode.Success, StatusMessage: `Rule '${columns.name}' saved.`, Id: id };
};

export const deleteBillingRule = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<ContractReply<typeof DeleteBillingRuleContract>> => {
  const name = await ctx.db.transaction(async (tx: Tx) => {
    const rule = await readRule(tx, session.orgId, id);
    if (!rule || !(await deleteRuleRow(tx, session.orgId, id))) throw ruleNotFound();
    const at = ctx.now();
    await recordHistory(tx, [
      { ...ruleEntry(session, id, at), action: "Deleted", summary: `Rule '${rule.name}' deleted` },
    ]);
    return rule.name;
  });
  return { StatusCode: ResultCode.Success, StatusMessage: `Rule '${name}' deleted.` };
};

const previewLinesOf = (draft: DraftInvoice): PreviewLine[] =>
  draft.lines.map((line) => ({
    ClientId: draft.client.id,
    ClientName: draft.client.name,
    Currency: draft.client.currency,
    Description: line.description,
    Quantity: formatQuantity(line.quantityHundredths),
    UnitPrice: centsToMoney(line.unitCents),
    Net: centsToMoney(line.amounts.netCents),
    Discount: centsToMoney(line.amounts.discountCents),
    Tax: centsToMoney(line.amounts.taxCents),
    Total: centsToMoney(line.amounts.totalCents),
    SiteCount: line.siteCount,
  }));

/**
 * What a rule, saved or not, would bill each active client for the period: the same engine a batch runs, on
 * this rule alone (no rents, no arrears). Writes nothing.
 */
export const previewBillingRule = async (
  ctx: AppContext,
  session: ActiveSession,
  body: PreviewBillingRule,
): Promise<BillingRulePreviewReply> => {
  const { columns } = await checkedColumns(ctx, session, body);
  const clients = await readActiveClients(
    ctx.db,
    session.orgId,
    columns.clientId === null ? null : [columns.clientId],
  );
  const drafts = await computeCharges(ctx.db, {
    orgId: session.orgId,
    period: body.Period,
    clients,
    rules: [{ ruleId: null, ...columns }],
    withRents: false,
    withArrears: false,
  });
  return {
    Period: body.Period,
    Lines: drafts.flatMap(previewLinesOf),
    Totals: currencyTotals(drafts.map((d) => ({ currency: d.client.currency, ...d.totals }))),
  };
};
