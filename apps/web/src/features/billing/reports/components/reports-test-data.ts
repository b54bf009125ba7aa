import {
  AccessRightType,
  BillingReportKind,
  ModuleId,
  type BillingReport,
  type BillingReportDefinition,
  type ClientListRow,
} from "@fieldstead/domain";
import { grantedModule } from "../../../../test/session-fixtures.tsx";

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Runs, exports and saves reports. */
export const REPORTS_MANAGER = [
  grantedModule(ModuleId.Billing, 0, AccessRightType.ReadWrite),
  grantedModule(ModuleId.BillingReports, ModuleId.Billing, AccessRightType.ReadWrite),
  grantedModule(ModuleId.BillingDownload, ModuleId.Billing, AccessRightType.ReadWrite),
];

/** Runs reports, and neither exports nor saves them. */
export const REPORTS_READER = [
  grantedModule(ModuleId.Billing, 0, AccessRightType.ReadOnly),
  grantedModule(ModuleId.BillingReports, ModuleId.Billing, AccessRightType.ReadOnly),
];

/** Revenue of two clients over three months, in two currencies. */
export const REVENUE: BillingReport = {
  Kind: BillingReportKind.Revenue,
  Title: "Revenue by client and period",
  Subtitle: "September 2026 – November 2026 · all clients",
  Columns: [
    { Key: "Client", Header: "Client", Type: "text" },
    { Key: "Currency", Header: "Currency", Type: "text" },
    { Key: "Invoices", Header: "Invoices", Type: "number" },
    { Key: "Net", Header: "Net", Type: "money" },
    { Key: "Tax", Header: "Tax", Type: "money" },
    { Key: "Total", Header: "Total", Type: "money" },
  ],
  Rows: [
    { Client: "Harbor Foods", Currency: "USD", Invoices: 3, Net: "3600.00", Tax: "288.00", Total: "3888.00" },
    { Client: "Blue Fern", Currency: "EUR", Invoices: 1, Net: "1250.50", Tax: "0.00", Total: "1250.50" },
  ],
  Totals: [
    { Client: "Total", Currency: "EUR", Invoices: 1, Net: "1250.50", Tax: "0.00", Total: "1250.50" },
    { Client: "Total", Currency: "USD", Invoices: 3, Net: "3600.00", Tax: "288.00", Total: "3888.00" },
  ],
  Chart: {
    Type: "bar",
    Categories: ["2026-09", "2026-10", "2026-11"],
    Series: [{ Name: "Harbor Foods", Values: ["1296.00", "1296.00", "1296.00"] }],
    Unit: "USD",
  },
};

/** What Harbor Foods owed on December 1st, by age. */
export const AGING: BillingReport = {
  Kind: BillingReportKind.Aging,
  Title: "Aging of receivables",
  Subtitle: "As of Dec 01, 2026 · Harbor Foods",
  Columns: [
    { Key: "Client", Header: "Client", Type: "text" },
    { Key: "Currency", Header: "Currency", Type: "text" },
    { Key: "Days0To30", Header: "0–30 days", Type: "money" },
    { Key: "Days90Plus", Header: "90+ days", Type: "money" },
    { Key: "Total", Header: "Total", Type: "money" },
  ],
  Rows: [
    { Client: "Harbor Foods", Currency: "USD", Days0To30: "1200.00", Days90Plus: "350.50", Total: "1550.50" },
  ],
  Totals: [
    { Client: "Total", Currency: "USD", Days0To30: "1200.00", Days90Plus: "350.50", Total: "1550.50" },
  ],
  Chart: null,
};

export const HARBOR_FOODS: ClientListRow = {
  Id: 7,
  Name: "Harbor Foods",
  ContactName: null,
  ContactEmail: null,
  Currency: "USD",
  PaymentTermsDays: 30,
  TaxRegistration: null,
  LesseeName: null,
  SiteCount: 2,
  ProfileLineCount: 4,
  IsActive: true,
  UpdatedAt: "2026-08-01T10:00:00Z",
};

/** Two saved reports, newest first: a quarter's revenue of every client, and one client's arrears. */
export const DEFINITIONS: BillingReportDefinition[] = [
  {
    Id: 12,
    Name: "Quarterly revenue",
    Kind: BillingReportKind.Revenue,
    KindName: "Revenue by client and period",
    Params: { Kind: BillingReportKind.Revenue, FromPeriod: "2026-09", ToPeriod: "2026-11" },
    CreatedAt: "2026-12-01T17:30:00Z",
  },
  {
    Id: 11,
    Name: "Harbor arrears",
    Kind: BillingReportKind.Arrears,
    KindName: "Arrears",
    Params: { Kind: BillingReportKind.Arrears, AsOf: "2026-11-30", ClientId: 7 },
    CreatedAt: "2026-11-30T02:15:00Z",
  },
];
