import { and, asc, between, eq, isNotNull, lt, lte, ne, or, gt, isNull, sql, type SQL } from "drizzle-orm";
import { InvoiceLineKind, type ReconDifferenceKindId, type ReconDifferenceStateId } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import {
  assetCategories,
  billingClients,
  invoiceLines,
  invoices,
  locations,
  reconDifferences,
  reconRuns,
} from "../../../db/schema/index.ts";

/*
 * The reports' figures, each read in one set query over the organisation's records (never a query per client
 * or row). Money is summed by the database in numeric and read back as text; an invoice counts as issued once
 * it is numbered (its batch generated or locked).
 */

type Months = { orgId: number; clientId: number | null; from: string; to: string };

/** Issued invoices of the organisation (and of one client when asked). */
const issuedOf = (orgId: number, clientId: number | null): SQL[] => [
  eq(invoices.orgId, orgId),
  isNotNull(invoices.invoiceNumber),
  ...(clientId === null ? [] : [eq(invoices.clientId, clientId)]),
];

/** A client of the organisation: its name, or null when it has none with this id. */
export const readReportClient = async (
  db: Db,
  orgId: number,
  id: number,
): Promise<{ name: string } | null> => {
  const [row] = await db
    .select({ name: billingClients.name })
    .from(billingClients)
    .where(and(eq(billingClients.orgId, orgId), eq(billingClients.id, id)));
  return row ?? null;
};

export type RevenueRecord = {
  clientId: number;
  clientName: string;
  currency: string;
  /** Per month billed ("2026-11"): net less discount (the invoices' total less tax), summed, as money text. */
  months: Record<string, string>;
};

/**
 * What issued invoices of the months billed, net of discount, per client and currency, the months gathered into
 * one row per client (a row per client and month would cost several times more to hand over).
 */
export const readRevenue = (db: Db, { orgId, clientId, from, to }: Months): Promise<RevenueRecord[]> => {
  const months = db
    .select({
      clientId: invoices.clientId,
      currency: invoices.currency,
      period: invoices.period,
      amount: sql<string>`sum(${invoices.net} - ${invoices.discount})::text`.as("amount"),
    })
    .from(invoices)
    .where(and(...issuedOf(orgId, clientId), between(invoices.period, from, to)))
    .groupBy(invoices.clientId, invoices.currency, invoices.period)
    .as("months");
  return db
    .select({
      clientId: months.clientId,
      clientName: billingClients.name,
      currency: months.currency,
      months: sql<Record<string, string>>`json_object_agg(${months.period}, ${months.amount})`,
    })
    .from(months)
    .innerJoin(billingClients, eq(billingClients.id, months.clientId))
    .groupBy(months.clientId, billingClients.name, months.currency);
};

export type OverdueRecord = {
  clientId: number;
  clientName: string;
  currency: string;
  invoiceCount: number;
  /** The earliest due date among the overdue invoices (YYYY-MM-DD). */
  oldestDue: string;
  /** What they still owe, summed: money text. */
  overdue: string;
};

/**
 * What issued invoices still owe past their due date on `asOf` (the issue date stands for a missing due date, as
 * in the aging), per client and currency: how many, the oldest due date, and the amount.
 */
export const readOverdue = (
  db: Db,
  { orgId, clientId, asOf }: { orgId: number; clientId: number | null; asOf: string },
): Promise<OverdueRecord[]> => {
  const due = sql`coalesce(${invoices.dueDate}, ${invoices.issueDate})`;
  return db
    .select({
      clientId: invoices.clientId,
      clientName: billingClients.name,
      currency: invoices.currency,
      invoiceCount: sql<number>`count(*)::int`,
      oldestDue: sql<string>`min(${due})::text`,
      overdue: sql<string>`sum(${invoices.total} - ${invoices.paid})::text`,
    })
    .from(invoices)
    .innerJoin(billingClients, eq(billingClients.id, invoices.clientId))
    .where(
      and(
        ...issuedOf(orgId, clientId),
        gt(invoices.total, invoices.paid),
        or(isNull(invoices.issueDate), lte(invoices.issueDate, asOf)),
        lt(due, asOf),
      ),
    )
    .groupBy(invoices.clientId, billingClients.name, invoices.currency);
};

export type TaxRecord = {
  period: string;
  taxRateMilli: number;
  currency: string;
  /** The lines' net less discount, summed: money text. */
  taxable: string;
  tax: string;
};

/**
 * The tax on the billed lines of issued invoices of the months (arrears lines carry earlier invoices' amounts and
 * are not billed again), per invoice month, tax rate and currency.
 */
export const readTaxCollected = (db: Db, { orgId, clientId, from, to }: Months): Promise<TaxRecord[]> =>
  db
    .select({
      period: invoices.period,
      taxRateMilli: invoiceLines.taxRateMilli,
      currency: invoices.currency,
      taxable: sql<string>`sum(${invoiceLines.net} - ${invoiceLines.discount})::text`,
      tax: sql<string>`sum(${invoiceLines.tax})::text`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        ...issuedOf(orgId, clientId),
        eq(invoiceLines.orgId, orgId),
        ne(invoiceLines.kindId, InvoiceLineKind.Arrears),
        between(invoices.period, from, to),
      ),
    )
    .groupBy(invoices.period, invoiceLines.taxRateMilli, invoices.currency)
    .orderBy(asc(invoices.period), asc(invoiceLines.taxRateMilli), asc(invoices.currency));

export type ReconDifferenceReportRecord = {
  period: string;
  clientName: string;
  siteName: string | null;
  categoryName: string | null;
  kindId: ReconDifferenceKindId;
  billedQuantity: number;
  foundQuantity: number;
  stateId: ReconDifferenceStateId;
  /** The number of the invoice that carried an accepted difference, when it is numbered. */
  invoiceNumber: string | null;
};

/** The differences found by the reconciliation runs of the months, by client name, month, site and category. */
export const readReconDifferencesOfMonths = (
  db: Db,
  { orgId, clientId, from, to }: Months,
): Promise<ReconDifferenceReportRecord[]> =>
  db
    .select({
      period: reconRuns.period,
      clientName: billingClients.name,
      siteName: locations.name,
      categoryName: assetCategories.name,
      kindId: reconDifferences.kindId,
      billedQuantity: reconDifferences.billedQuantity,
      foundQuantity: reconDifferences.foundQuantity,
      stateId: reconDifferences.stateId,
      invoiceNumber: invoices.invoiceNumber,
    })
    .from(reconDifferences)
    .innerJoin(reconRuns, eq(reconRuns.id, reconDifferences.runId))
    .innerJoin(billingClients, eq(billingClients.id, reconDifferences.clientId))
    .leftJoin(locations, eq(locations.id, reconDifferences.locationId))
    .leftJoin(assetCategories, eq(assetCategories.id, reconDifferences.categoryId))
    .leftJoin(invoices, eq(invoices.id, reconDifferences.appliedInvoiceId))
    .where(
      and(
        eq(reconDifferences.orgId, orgId),
        between(reconRuns.period, from, to),
        ...(clientId === null ? [] : [eq(reconDifferences.clientId, clientId)]),
      ),
    )
    .orderBy(
      asc(sql`lower(${billingClients.name})`),
      asc(billingClients.id),
      asc(reconRuns.period),
      asc(sql`lower(${locations.name})`),
      asc(sql`lower(${assetCategories.name})`),
      asc(reconDifferences.id),
    );
