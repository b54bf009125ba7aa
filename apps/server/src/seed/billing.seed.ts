import { and, eq } from "drizzle-orm";
import {
  BATCH_MOVES,
  BatchAction,
  BatchStatus,
  addDays,
  periodDays,
  periodOfDay,
  previousPeriod,
  calendarDayOf,
  type BatchActionValue,
  type BatchStatusId,
} from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import {
  assetCategories,
  billingClients,
  billingRules,
  chargeCodes,
  chargeProfileLines,
  invoiceBatches,
  leases,
} from "../db/schema/index.ts";
import { setSequenceValue } from "../modules/audit/audit.service.ts";
import { insertBatchMove } from "../modules/billing/billing-history.repository.ts";
import {
  readActiveClients,
  readActiveRules,
} from "../modules/billing/invoicing/charges/charge-prices.repository.ts";
import { computeCharges } from "../modules/billing/invoicing/charges/charges.service.ts";
import {
  insertInvoices,
  insertLines,
} from "../modules/billing/invoicing/batches/batch-invoices.repository.ts";
import {
  invoicesToNumber,
  takeInvoiceNumbers,
  writeInvoiceNumbers,
} from "../modules/billing/invoicing/batches/invoice-numbers.repository.ts";
import { ADMINISTRATOR, LEASE_MANAGER } from "./role-templates.ts";
import { writePayments } from "./billing-payments.seed.ts";
import { seedReconAndReports } from "./billing-recon.seed.ts";
import { BILLING_RULES, CHARGE_CODES, CLIENT_CONTACTS, NEGOTIATED, domainOf } from "./billing.seed-data.ts";

export type BillingSeedContext = {
  orgId: number;
  orgName: string;
  officeId: number;
  reviewerId: number;
  now: Date;
};

const monthsBack = (period: string, n: number): string => {
  let p = period;
  for (let i = 0; i < n; i++) p = previousPeriod(p);
  return p;
};
const pad = (n: number) => String(n).padStart(6, "0");

/** The clients: the parties renting space from the organisation on its active leases, by name. */
const writeClients = async (tx: Tx, ctx: BillingSeedContext): Promise<void> => {
  const lessees = await tx
    .selectDistinct({ partyId: leases.lesseePartyId, name: leases.lessee })
    .from(leases)
    .where(and(eq(leases.orgId, ctx.orgId), eq(leases.lessor, ctx.orgName), eq(leases.statusId, 2)))
    .orderBy(leases.lessee)
    .limit(CLIENT_CONTACTS.length);
  if (lessees.length === 0) return;
  await tx.insert(billingClients).values(
    lessees.map((l, i) => ({
      orgId: ctx.orgId,
      name: l.name,
      contactName: CLIENT_CONTACTS[i]!.name,
      contactEmail: `${CLIENT_CONTACTS[i]!.local}@${domainOf(l.name)}`,
      currency: "USD",
      paymentTermsDays: i % 3 === 2 ? 45 : 30,
      taxRegistration: `US-EIN-${String(81_000_000 + i * 7_321).slice(0, 2)}-${String(1_234_567 + i * 98_765).slice(0, 7)}`,
      lesseePartyId: l.partyId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })),
  );
};

/** The catalogue, the negotiated terms and the rules. */
const writeSetup = async (tx: Tx, ctx: BillingSeedContext): Promise<void> => {
  const month = periodOfDay(calendarDayOf(ctx.now));
  const codes = await tx
    .insert(chargeCodes)
    .values(
      CHARGE_CODES.map((c) => ({
        orgId: ctx.orgId,
        code: c.code,
        description: c.description,
        unitId: c.unitId,
        rate: c.rate,
        taxRateMilli: c.taxRateMilli,
        effectiveFrom: periodDays(monthsBack(month, c.fromMonthsAgo)).first,
        effectiveTo: c.toMonthsAgo === undefined ? null : periodDays(monthsBack(month, c.toMonthsAgo)).last,
        createdById: ctx.officeId,
        updatedById: ctx.officeId,
      })),
    )
    .returning({ id: chargeCodes.id, code: chargeCodes.code });
  const codeId = new Map(codes.map((c) => [c.code, c.id]));
  const clients = await tx
    .select({ id: billingClients.id })
    .from(billingClients)
    .where(eq(billingClients.orgId, ctx.orgId))
    .orderBy(billingClients.name);
  const from = periodDays(monthsBack(month, 12)).first;
  const negotiated = NEGOTIATED.filter((n) => clients[n.clientIndex]).map((n) => ({
    orgId: ctx.orgId,
    clientId: clients[n.clientIndex]!.id,
    chargeCodeId: codeId.get(n.code)!,
    rate: n.rate,
    discountBp: n.discountBp,
    effectiveFrom: from,
  }));
  if (negotiated.length > 0) await tx.insert(chargeProfileLines).values(negotiated);
  const categories = await tx
    .select({ id: assetCategories.id, name: assetCategories.name })
    .from(assetCategories)
    .where(eq(assetCategories.orgId, ctx.orgId));
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const rules = BILLING_RULES.filter((r) => r.category === undefined || categoryId.has(r.category)).map(
    (r) => ({
      orgId: ctx.orgId,
      name: r.name,
      sourceId: r.sourceId,
      categoryId: r.category === undefined ? null : categoryId.get(r.category)!,
      workOrderTypeId: (r.workOrderTypeId ?? null) as never,
      chargeCodeId: codeId.get(r.code)!,
    }),
  );
  await tx.insert(billingRules).values(rules);
};

/** A batch generated for a month and taken along its life up to `until`, as the product would do it. */
const writeBatch = async (
  tx: Tx,
  ctx: BillingSeedContext,
  scope: { period: string; number: number; until: BatchStatusId },
): Promise<void> => {
  const { orgId } = ctx;
  const clients = await readActiveClients(tx, orgId, null);
  const drafts = await computeCharges(tx, {
    orgId,
    period: scope.period,
    clients,
    rules: await readActiveRules(tx, orgId),
    withRents: true,
    withArrears: true,
  });
  if (drafts.length === 0) return;
  const after = addDays(periodDays(scope.period).last, 1);
  let at = new Date(`${after}T15:00:00Z`);
  const [batch] = await tx
    .insert(invoiceBatches)
    .values({
      orgId,
      batchNumber: `B-${pad(scope.number)}`,
      period: scope.period,
      createdById: ctx.officeId,
      updatedById: ctx.officeId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: invoiceBatches.id });
  const batchId = batch!.id;
  const made = await insertInvoices(tx, { orgId, batchId, period: scope.period }, drafts);
  await insertLines(
    tx,
    orgId,
    drafts.map((d) => ({ invoiceId: made.get(d.client.id)!, lines: d.lines })),
  );
  await insertBatchMove(tx, {
    orgId,
    batchKind: "invoice",
    batchId,
    action: "Generated",
    fromStatusId: null,
    toStatusId: BatchStatus.Draft,
    comment: null,
    byId: ctx.officeId,
    at,
  });
  const steps: BatchActionValue[] = [
    BatchAction.RequestReview,
    BatchAction.Approve,
    BatchAction.Generate,
    BatchAction.Lock,
  ];
  let status: BatchStatusId = BatchStatus.Draft;
  for (const action of steps) {
    if (status === scope.until) break;
    const move = BATCH_MOVES[action];
    at = new Date(at.getTime() + 5 * 3_600_000);
    if (action === BatchAction.Generate) await numberInvoices(tx, orgId, batchId, calendarDayOf(at));
    await insertBatchMove(tx, {
      orgId,
      batchKind: "invoice",
      batchId,
      action: move.label,
      fromStatusId: status,
      toStatusId: move.to,
      comment: null,
      byId: action === BatchAction.Approve || action === BatchAction.Lock ? ctx.reviewerId : ctx.officeId,
      at,
    });
    status = move.to;
  }
  await tx
    .update(invoiceBatches)
    .set({ statusId: status, updatedAt: at })
    .where(eq(invoiceBatches.id, batchId));
};

const numberInvoices = async (tx: Tx, orgId: number, batchId: number, issueDate: string): Promise<void> => {
  const toNumber = await invoicesToNumber(tx, orgId, batchId);
  const last = await takeInvoiceNumbers(tx, orgId, toNumber.length);
  const first = last - toNumber.length + 1;
  await writeInvoiceNumbers(
    tx,
    orgId,
    toNumber.map((inv, i) => ({
      id: inv.id,
      number: `INV-${pad(first + i)}`,
      issueDate,
      dueDate: addDays(issueDate, inv.paymentTermsDays),
    })),
  );
};

/**
 * The demo organisation's billing: clients, charge codes, profiles and rules; three months of batches — the two
 * oldest locked with their invoices and payments, the last waiting for review — and last month's technical
 * reconciliation.
 */
export const seedBilling = async (tx: Tx, ctx: BillingSeedContext): Promise<void> => {
  await writeClients(tx, ctx);
  await writeSetup(tx, ctx);
  const month = periodOfDay(calendarDayOf(ctx.now));
  const periods = [monthsBack(month, 3), monthsBack(month, 2), monthsBack(month, 1)];
  await writeBatch(tx, ctx, { period: periods[0]!, number: 1, until: BatchStatus.Locked });
  await writePayments(tx, ctx, { period: periods[0]!, index: 0, isOlder: true });
  await writeBatch(tx, ctx, { period: periods[1]!, number: 2, until: BatchStatus.Locked });
  await writePayments(tx, ctx, { period: periods[1]!, index: 1, isOlder: false });
  await writeBatch(tx, ctx, { period: periods[2]!, number: 3, until: BatchStatus.RequestForReview });
  await setSequenceValue(tx, ctx.orgId, "invoice-batch", 3);
  await seedReconAndReports(tx, ctx, periods);
};

/** The demo organisation whose Billing menu is open (a QA organisation, portal-shell §5). */
const BILLING_DEMO_ORGANISATION = "Acme Facilities";

/** Billing for the demo organisation that shows it: prepared by its lease manager, reviewed by its administrator. */
export const seedBillingFor = async (
  tx: Tx,
  ctx: { orgId: number; orgName: string; people: readonly { id: number; roleName: string }[]; now: Date },
): Promise<void> => {
  if (ctx.orgName !== BILLING_DEMO_ORGANISATION) return;
  const office = ctx.people.find((p) => p.roleName === LEASE_MANAGER.name) ?? ctx.people[0];
  const reviewer = ctx.people.find((p) => p.roleName === ADMINISTRATOR.name) ?? ctx.people[0];
  if (!office || !reviewer) return;
  await seedBilling(tx, {
    orgId: ctx.orgId,
    orgName: ctx.orgName,
    officeId: office.id,
    reviewerId: reviewer.id,
    now: ctx.now,
  });
};
