import {
  BILLING_REPORT_NAMES,
  BILLING_REPORT_USES_PERIODS,
  BillingReportKind,
  BillingReportParamsSchema,
  calendarDayOf,
  previousPeriod,
  type BillingReportKindId,
  type BillingReportParams,
} from "@fieldstead/domain";
import { issuesByField } from "../../../../lib/form-errors.ts";
import { dayText } from "../../../../lib/money-format.ts";
import { currentPeriod } from "../../invoicing/components/shared/billing-periods.ts";
import type { PickedRecord } from "../../invoicing/components/shared/picked-record.ts";

/** The address's names of a report's parameters: ?kind=1&from=2026-09&to=2026-11&asOf=2026-12-01&client=7. */
export const REPORT_ADDRESS = {
  kind: "kind",
  from: "from",
  to: "to",
  asOf: "asOf",
  client: "client",
} as const;

/** The reports in the order the picker offers them. */
export const REPORT_KINDS: readonly BillingReportKindId[] = Object.values(BillingReportKind);

/** What the parameters form holds: every field, kept while another report is chosen and back again. */
export type ReportForm = {
  kind: BillingReportKindId;
  from: string;
  to: string;
  asOf: string;
  client: PickedRecord | null;
};

/** The request field a problem names → the problem, as the domain schema words it. */
export type ReportErrors = Partial<Record<string, string>>;

export type ParamsCheck = { ok: true; params: BillingReportParams } | { ok: false; errors: ReportErrors };

/**
 * The default range of months: the three whole months before this one (the current month is still being
 * billed), e.g. in December 2026 September to November 2026.
 */
export const defaultRange = (now: Date): { from: string; to: string } => {
  const to = previousPeriod(currentPeriod(now));
  return { from: previousPeriod(previousPeriod(to)), to };
};

const isReportKind = (value: number): value is BillingReportKindId =>
  (REPORT_KINDS as readonly number[]).includes(value);

/** A whole positive number from the address, or null. */
const idOf = (text: string | null): number | null => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
};

/** The report the address names, or null when it names none (or one that does not exist). */
export const kindOfAddress = (search: URLSearchParams): BillingReportKindId | null => {
  const kind = idOf(search.get(REPORT_ADDRESS.kind));
  return kind !== null && isReportKind(kind) ? kind : null;
};

/**
 * The form as the address fills it; what the address leaves out takes its default (the revenue report, the
 * last three months, today in the portal's time zone, all clients). A client the address names shows by its
 * name when `known` is that client; otherwise its name is looked up.
 */
export const formOfAddress = (search: URLSearchParams, now: Date, known: PickedRecord | null): ReportForm => {
  const range = defaultRange(now);
  const clientId = idOf(search.get(REPORT_ADDRESS.client));
  return {
    kind: kindOfAddress(search) ?? BillingReportKind.Revenue,
    from: search.get(REPORT_ADDRESS.from) ?? range.from,
    to: search.get(REPORT_ADDRESS.to) ?? range.to,
    asOf: search.get(REPORT_ADDRESS.asOf) ?? calendarDayOf(now),
    client: clientId === null ? null : known?.Id === clientId ? known : { Id: clientId, Name: "" },
  };
};

/** The request the form makes: the months for the period reports, the day for aging and arrears. */
export const paramsOfForm = (form: ReportForm): BillingReportParams => ({
  Kind: form.kind,
  ...(BILLING_REPORT_USES_PERIODS[form.kind]
    ? { FromPeriod: form.from.trim(), ToPeriod: form.to.trim() }
    : { AsOf: form.asOf.trim() }),
  ...(form.client ? { ClientId: form.client.Id } : {}),
});

const MONTH_FIELDS = ["FromPeriod", "ToPeriod"] as const;

/**
 * The parameters checked by the request's own schema: the server applies the same one. Each month is checked
 * alone first: the schema's range check reads the months as months, and one like '2026-13' would stop it.
 */
export const checkParams = (params: BillingReportParams): ParamsCheck => {
  const monthErrors: ReportErrors = {};
  for (const field of MONTH_FIELDS) {
    const value = params[field];
    const checked = value === undefined ? null : BillingReportParamsSchema.shape[field].safeParse(value);
    if (checked && !checked.success) monthErrors[field] = checked.error.issues[0]?.message;
  }
  if (Object.keys(monthErrors).length > 0) return { ok: false, errors: monthErrors };
  const result = BillingReportParamsSchema.safeParse(params);
  return result.success
    ? { ok: true, params: result.data }
    : { ok: false, errors: issuesByField(result.error.issues) };
};

/**
 * The report the address asks for, checked: null when it names none. A report whose day is left out runs as of
 * today (the server's rule); one whose months are left out runs on the form's default range (defaultRange).
 */
export const checkAddress = (search: URLSearchParams, now: Date = new Date()): ParamsCheck | null => {
  const kind = kindOfAddress(search);
  if (kind === null) return null;
  const clientId = idOf(search.get(REPORT_ADDRESS.client));
  const asOf = search.get(REPORT_ADDRESS.asOf);
  const range = defaultRange(now);
  return checkParams({
    Kind: kind,
    ...(BILLING_REPORT_USES_PERIODS[kind]
      ? {
          FromPeriod: search.get(REPORT_ADDRESS.from) ?? range.from,
          ToPeriod: search.get(REPORT_ADDRESS.to) ?? range.to,
        }
      : asOf === null
        ? {}
        : { AsOf: asOf }),
    ...(clientId === null ? {} : { ClientId: clientId }),
  });
};

/** The address's query of a report's parameters ('kind=1&from=2026-09&to=2026-11'). */
export const addressOfParams = (params: BillingReportParams): string => {
  const search = new URLSearchParams({ [REPORT_ADDRESS.kind]: String(params.Kind) });
  if (params.FromPeriod) search.set(REPORT_ADDRESS.from, params.FromPeriod);
  if (params.ToPeriod) search.set(REPORT_ADDRESS.to, params.ToPeriod);
  if (params.AsOf) search.set(REPORT_ADDRESS.asOf, params.AsOf);
  if (params.ClientId !== undefined) search.set(REPORT_ADDRESS.client, String(params.ClientId));
  return search.toString();
};

/** Billing Reports. */
export const BILLING_REPORTS_PATH = "/billing/reports";
/** Report Management: the person's saved report definitions. */
export const REPORT_MANAGEMENT_PATH = "/reportManagement";

/** Billing Reports opened on a report's parameters: it runs at once. */
export const reportPath = (params: BillingReportParams): string =>
  `${BILLING_REPORTS_PATH}?${addressOfParams(params)}`;

/** A month in words: '2026-11' → 'November 2026' (a month of the calendar, the same everywhere). */
export const periodText = (period: string): string => {
  const [year, month] = period.split("-").map(Number) as [number, number];
  if (!Number.isInteger(year) || !Number.isInteger(month)) return period;
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
};

/**
 * A report's parameters in words: 'September 2026 – November 2026 · all clients', or 'As of Dec 01, 2026 ·
 * Harbor Foods'. `clientName` is the client's when one is named.
 */
export const paramsInWords = (params: BillingReportParams, clientName?: string | null): string => {
  const when = BILLING_REPORT_USES_PERIODS[params.Kind]
    ? `${periodText(params.FromPeriod ?? "")} – ${periodText(params.ToPeriod ?? "")}`
    : params.AsOf
      ? `As of ${dayText(params.AsOf)}`
      : "As of the day it runs";
  const who = params.ClientId === undefined ? "all clients" : (clientName ?? `client no. ${params.ClientId}`);
  return [when, who].join(" · ");
};

/** The report's name: 'Aging of receivables'. */
export const reportName = (kind: BillingReportKindId): string => BILLING_REPORT_NAMES[kind];
