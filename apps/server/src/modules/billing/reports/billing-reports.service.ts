import {
  assertNever,
  BILLING_REPORT_NAMES,
  BILLING_REPORT_USES_PERIODS,
  BillingReportKind,
  calendarDayOf,
  EXPORT_CONTENT_TYPES,
  periodOfDay,
  type BillingReport,
  type BillingReportParams,
  type DownloadBillingReport,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { invalidField } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import type { InvoiceFile } from "../invoices/invoices.service.ts";
import { agingReportBody } from "./aging.report.ts";
import { arrearsReport } from "./arrears.report.ts";
import { billingReportFileName } from "./billing-report-document.ts";
import { dayLabel, monthLabel, type ReportBody, type ReportScope } from "./billing-report-table.ts";
import { readReportClient } from "./billing-reports.repository.ts";
import { reconDifferencesReport } from "./recon-differences.report.ts";
import { revenueReport } from "./revenue.report.ts";
import { taxReport } from "./tax-collected.report.ts";

/**
 * What a report runs on, checked against the organisation: a client must be one of its own (400 naming
 * ClientId); the day is the organisation's today (the Denver calendar day, as everywhere in billing) when left
 * out. A report over a day still gets a range (that day's month) and one over months a day, both unused.
 */
const scopeOf = async (
  ctx: AppContext,
  session: ActiveSession,
  params: BillingReportParams,
): Promise<{ scope: ReportScope; clientName: string | null }> => {
  const clientId = params.ClientId ?? null;
  const client = clientId === null ? null : await readReportClient(ctx.db, session.orgId, clientId);
  if (clientId !== null && !client) throw invalidField("ClientId", `No client with id ${clientId}.`);
  const asOf = params.AsOf ?? calendarDayOf(ctx.now());
  const from = params.FromPeriod ?? periodOfDay(asOf);
  return {
    scope: { orgId: session.orgId, clientId, from, to: params.ToPeriod ?? from, asOf },
    clientName: client?.name ?? null,
  };
};

/** The parameters in words: "Nov 2026 – Jan 2027 · all clients", "As of Nov 29, 2026 · Acme Retail". */
const subtitleOf = (params: BillingReportParams, scope: ReportScope, clientName: string | null): string => {
  const covers = !BILLING_REPORT_USES_PERIODS[params.Kind]
    ? `As of ${dayLabel(scope.asOf)}`
    : scope.from === scope.to
      ? monthLabel(scope.from)
      : `${monthLabel(scope.from)} – ${monthLabel(scope.to)}`;
  return `${covers} · ${clientName ?? "all clients"}`;
};

const bodyOf = (
  ctx: AppContext,
  session: ActiveSession,
  params: BillingReportParams,
  scope: ReportScope,
): Promise<ReportBody> => {
  const kind = params.Kind;
  switch (kind) {
    case BillingReportKind.Revenue:
      return revenueReport(ctx.db, scope);
    case BillingReportKind.Aging:
      return agingReportBody(ctx, session, scope);
    case BillingReportKind.Arrears:
      return arrearsReport(ctx.db, scope);
    case BillingReportKind.TaxCollected:
      return taxReport(ctx.db, scope);
    case BillingReportKind.ReconDifferences:
      return reconDifferencesReport(ctx.db, scope);
    default:
      return assertNever(kind);
  }
};

const runWithScope = async (ctx: AppContext, session: ActiveSession, params: BillingReportParams) => {
  const { scope, clientName } = await scopeOf(ctx, session, params);
  const body = await bodyOf(ctx, session, params, scope);
  const report: BillingReport = {
    Kind: params.Kind,
    Title: BILLING_REPORT_NAMES[params.Kind],
    Subtitle: subtitleOf(params, scope, clientName),
    ...body,
  };
  return { report, scope };
};

/** A billing report of the organisation on its parameters: its table, totals and chart. */
export const runBillingReport = async (
  ctx: AppContext,
  session: ActiveSession,
  params: BillingReportParams,
): Promise<BillingReport> => (await runWithScope(ctx, session, params)).report;

/**
 * A billing report as an xlsx workbook or a PDF, written in a worker thread so no request waits behind it (the
 * 'download' capability is checked by the contract).
 */
export const downloadBillingReport = async (
  ctx: AppContext,
  session: ActiveSession,
  { Format, ...params }: DownloadBillingReport,
): Promise<InvoiceFile> => {
  const { report, scope } = await runWithScope(ctx, session, params);
  const bytes = await ctx.workers.run("renderBillingReport", { report, format: Format });
  return {
    fileName: billingReportFileName({ Kind: report.Kind, ...scope }, Format),
    contentType: EXPORT_CONTENT_TYPES[Format],
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    done: async () => undefined,
  };
};
