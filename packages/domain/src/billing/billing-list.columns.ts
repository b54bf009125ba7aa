import { defineListColumns } from "../lists/list-columns.ts";

/** The client list (clientServices): its grid and its server query. */
export const CLIENT_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  Name: { label: "Client", type: "text" },
  ContactName: { label: "Billing contact", type: "text" },
  ContactEmail: { label: "Contact e-mail", type: "text" },
  Currency: { label: "Currency", type: "set" },
  PaymentTermsDays: { label: "Terms (days)", type: "number" },
  TaxRegistration: { label: "Tax registration", type: "text" },
  LesseeName: { label: "Lessee on leases", type: "text" },
  SiteCount: { label: "Sites", type: "number", filterable: false },
  ProfileLineCount: { label: "Profile lines", type: "number", filterable: false },
  IsActive: { label: "Active", type: "set" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});

/** The charge-code catalogue (ChargeCodes): its grid, its export (prefix "charge codes") and its server query. */
export const CHARGE_CODE_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  Code: { label: "Code", type: "text" },
  Description: { label: "Description", type: "text" },
  UnitId: { label: "Unit", type: "set" },
  UnitName: { label: "Unit name", type: "set" },
  Rate: { label: "Rate", type: "number" },
  TaxRate: { label: "Tax rate (%)", type: "number" },
  EffectiveFrom: { label: "Effective from", type: "date" },
  EffectiveTo: { label: "Effective to", type: "date" },
  IsRetired: { label: "Retired", type: "set" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});

/** The invoicing batches (billing/invoicing). */
export const BATCH_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  BatchNumber: { label: "Batch", type: "text" },
  Period: { label: "Period", type: "text" },
  StatusId: { label: "Status", type: "set" },
  StatusName: { label: "Status name", type: "set" },
  InvoiceCount: { label: "Invoices", type: "number" },
  Total: { label: "Total", type: "number" },
  Currency: { label: "Currency", type: "set" },
  CreatedByName: { label: "Created by", type: "text" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});

/** Payments received (billing/financialRecon). */
export const RECEIPT_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  ReceivedOn: { label: "Received", type: "date" },
  Payer: { label: "Payer", type: "text" },
  Reference: { label: "Reference", type: "text" },
  ClientId: { label: "Client id", type: "number" },
  ClientName: { label: "Client", type: "text" },
  Currency: { label: "Currency", type: "set" },
  Amount: { label: "Amount", type: "number" },
  Matched: { label: "Matched", type: "number" },
  Unmatched: { label: "Unmatched", type: "number" },
  MatchState: { label: "Match", type: "set" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});

/** Batches of matches (billing/financialRecon, batchList/{id}). */
export const MATCH_BATCH_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  BatchNumber: { label: "Batch", type: "text" },
  StatusId: { label: "Status", type: "set" },
  StatusName: { label: "Status name", type: "set" },
  MatchCount: { label: "Matches", type: "number" },
  Amount: { label: "Amount", type: "number" },
  CreatedByName: { label: "Created by", type: "text" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});
