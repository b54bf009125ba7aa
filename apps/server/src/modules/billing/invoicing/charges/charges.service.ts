import {
  assertNever,
  BillingRuleSource,
  invoiceTotals,
  periodDays,
  type InvoiceTotals,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../../db/client.ts";
import {
  arrearsLine,
  centsOf,
  hundredthsOf,
  rentLine,
  ruleLine,
  type DraftLine,
} from "./charge-lines.pricing.ts";
import {
  readCodes,
  readProfileTerms,
  type BilledClient,
  type ChargeRule,
} from "./charge-prices.repository.ts";
import { readClientArrears, readClientRents, type ClientRent } from "./charge-rents.repository.ts";
import {
  activeAssetsAtSites,
  clientSiteSummaries,
  completedWorkOrdersAtSites,
  type ClientSiteSummary,
  type SiteQuantity,
} from "./charge-sites.repository.ts";

export type { BilledClient, ChargeRule } from "./charge-prices.repository.ts";
export type { DraftLine } from "./charge-lines.pricing.ts";

/** One client's invoice before it is stored: its lines (the arrears line last), totals and arrears. */
export type DraftInvoice = {
  client: BilledClient;
  lines: DraftLine[];
  /** The sums of the lines other than the arrears. */
  totals: InvoiceTotals;
  arrearsCents: number;
};

export type ChargeRun = {
  orgId: number;
  period: string;
  /** The clients to bill, in the order of their invoices. */
  clients: readonly BilledClient[];
  rules: readonly ChargeRule[];
  /** Bill the rents of the clients' leases too (a batch does, a rule's preview does not). */
  withRents: boolean;
  /** Carry each client's arrears of earlier periods. */
  withArrears: boolean;
};

const unique = (values: readonly (number | null)[]): number[] => [
  ...new Set(values.filter((v): v is number => v !== null)),
];

const byClientAndKey = (rows: readonly SiteQuantity[]) =>
  new Map(rows.map((r) => [`${r.clientId}:${r.key}`, r]));

/**
 * The charges engine, shared by a rule's preview and a batch: what each client is billed for a month. Every
 * quantity is read for all clients at once (one statement per kind of source), so the cost grows with the
 * rules, not with the clients or their assets; the arithmetic is the domain's money rules.
 */
export const computeCharges = async (db: Db | Tx, run: ChargeRun): Promise<DraftInvoice[]> => {
  const month = periodDays(run.period);
  const clientIds = run.clients.map((c) => c.id);
  if (clientIds.length === 0) return [];
  const scope = { orgId: run.orgId, clientIds, first: month.first, last: month.last };
  const rulesOf = (sourceId: number) => run.rules.filter((r) => r.sourceId === sourceId);
  const categories = unique(rulesOf(BillingRuleSource.ActiveAssets).map((r) => r.categoryId));
  const types = unique(rulesOf(BillingRuleSource.CompletedWorkOrders).map((r) => r.workOrderTypeId));
  const needsSummary = run.rules.some(
    (r) => r.sourceId === BillingRuleSource.LeasedArea || r.sourceId === BillingRuleSource.FlatFee,
  );
  const codeIds = unique(run.rules.map((r) => r.chargeCodeId));
  // One after the other: a transaction's statements run one at a time on its connection anyway.
  const assets = byClientAndKey(categories.length ? await activeAssetsAtSites(db, scope, categories) : []);
  const workOrders = byClientAndKey(types.length ? await completedWorkOrdersAtSites(db, scope, types) : []);
  const summaries = new Map<number, ClientSiteSummary>(
    (needsSummary ? await clientSiteSummaries(db, scope) : []).map((s) => [s.clientId, s]),
  );
  const codes = new Map((await readCodes(db, run.orgId, codeIds)).map((c) => [c.id, c]));
  const terms = new Map(
    (await readProfileTerms(db, { ...scope, codeIds })).map((t) => [`${t.clientId}:${t.chargeCodeId}`, t]),
  );
  const rents = new Map<number, ClientRent[]>();
  for (const rent of run.withRents ? await readClientRents(db, scope) : [])
    rents.set(rent.clientId, (rents.get(rent.clientId) ?? []).concat(rent));
  const arrears = run.withArrears
    ? await readClientArrears(db, { orgId: run.orgId, clientIds, period: run.period })
    : new Map<number, string>();

  const quantityOf = (
    rule: ChargeRule,
    clientId: number,
  ): { quantityHundredths: number; siteCount: number } => {
    const summary = summaries.get(clientId);
    switch (rule.sourceId) {
      case BillingRuleSource.ActiveAssets:
      case BillingRuleSource.CompletedWorkOrders: {
        const counted = rule.sourceId === BillingRuleSource.ActiveAssets ? assets : workOrders;
        const key = rule.sourceId === BillingRuleSource.ActiveAssets ? rule.categoryId : rule.workOrderTypeId;
        const found = counted.get(`${clientId}:${key}`);
        return { quantityHundredths: (found?.quantity ?? 0) * 100, siteCount: found?.siteCount ?? 0 };
      }
      case BillingRuleSource.LeasedArea:
        return { quantityHundredths: hundredthsOf(summary?.area ?? "0"), siteCount: summary?.siteCount ?? 0 };
      case BillingRuleSource.FlatFee: {
        // A flat fee for each client with a site in the month, or for the client the rule names.
        const siteCount = summary?.siteCount ?? 0;
        return { quantityHundredths: siteCount > 0 || rule.clientId === clientId ? 100 : 0, siteCount };
      }
      default:
        return assertNever(rule.sourceId);
    }
  };

  const drafts: DraftInvoice[] = [];
  for (const client of run.clients) {
    const lines: DraftLine[] = [];
    for (const rule of run.rules) {
      if (rule.clientId !== null && rule.clientId !== client.id) continue;
      const line = ruleLine({
        rule,
        code: codes.get(rule.chargeCodeId),
        terms: terms.get(`${client.id}:${rule.chargeCodeId}`),
        month,
        ...quantityOf(rule, client.id),
      });
      if (line) lines.push(line);
    }
    for (const rent of rents.get(client.id) ?? []) lines.push(rentLine(rent));
    const arrearsCents = centsOf(arrears.get(client.id) ?? "0");
    const totals = invoiceTotals(lines.map((l) => l.amounts));
    if (arrearsCents > 0) lines.push(arrearsLine(arrearsCents));
    if (lines.length > 0) drafts.push({ client, lines, totals, arrearsCents });
  }
  return drafts;
};
