import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  BatchStatusId,
  LeasePaymentStatusId,
  MatchKindId,
  ReconDifferenceKindId,
  ReconDifferenceStateId,
} from "@fieldstead/domain";
import { created, money, org, updated } from "./billing-columns.ts";
import { employees } from "./employees.schema.ts";
import { leaseBillingPeriods, leases } from "./leases.schema.ts";
import { locations } from "./locations.schema.ts";
import { assetCategories } from "./asset-catalogue.schema.ts";
import { tasks } from "./tasks.schema.ts";
import { billingClients, chargeCodes, invoices } from "./billing.schema.ts";

/** Payments received from clients. */
export const paymentReceipts = pgTable(
  "payment_receipts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    receivedOn: date("received_on").notNull(),
    payer: text("payer").notNull(),
    reference: text("reference"),
    clientId: integer("client_id").references(() => billingClients.id),
    currency: text("currency").notNull(),
    amount: money("amount").notNull(),
    matched: money("matched").notNull().default("0"),
    requestId: text("request_id"),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("payment_receipts_org_request_uq")
      .on(t.orgId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    index("payment_receipts_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
  ],
);

/** A batch of matches of payments to invoices, reviewed and locked like invoices. */
export const matchBatches = pgTable(
  "match_batches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    batchNumber: text("batch_number").notNull(),
    statusId: integer("status_id").$type<BatchStatusId>().notNull().default(1),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("match_batches_org_number_uq").on(t.orgId, t.batchNumber),
    index("match_batches_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
  ],
);

export const paymentMatches = pgTable(
  "payment_matches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    matchBatchId: integer("match_batch_id")
      .notNull()
      .references(() => matchBatches.id, { onDelete: "cascade" }),
    receiptId: integer("receipt_id")
      .notNull()
      .references(() => paymentReceipts.id),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    amount: money("amount").notNull(),
    kindId: integer("kind_id").$type<MatchKindId>().notNull(),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: created(),
  },
  (t) => [
    index("payment_matches_batch_idx").on(t.orgId, t.matchBatchId, t.id),
    index("payment_matches_invoice_idx").on(t.invoiceId),
    index("payment_matches_receipt_idx").on(t.receiptId),
  ],
);

/** A technical reconciliation run: billed assets against the field, per client and site, for a month. */
export const reconRuns = pgTable(
  "recon_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    period: text("period").notNull(),
    clientId: integer("client_id").references(() => billingClients.id),
    /** AssetReconciliationResult: Success 0, validationErrorsFound 15, MissingAssetsForToken 19. */
    resultCode: integer("result_code").notNull(),
    differenceCount: integer("difference_count").notNull().default(0),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: created(),
  },
  (t) => [index("recon_runs_org_idx").on(t.orgId, t.id)],
);

export const reconDifferences = pgTable(
  "recon_differences",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    runId: integer("run_id")
      .notNull()
      .references(() => reconRuns.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => billingClients.id),
    locationId: integer("location_id").references(() => locations.id),
    categoryId: integer("category_id").references(() => assetCategories.id),
    chargeCodeId: integer("charge_code_id").references(() => chargeCodes.id),
    kindId: integer("kind_id").$type<ReconDifferenceKindId>().notNull(),
    billedQuantity: integer("billed_quantity").notNull(),
    foundQuantity: integer("found_quantity").notNull(),
    stateId: integer("state_id").$type<ReconDifferenceStateId>().notNull().default(1),
    taskId: integer("task_id").references(() => tasks.id),
    /** An accepted difference adjusts the client's next invoice; the invoice line that carried it. */
    appliedInvoiceId: integer("applied_invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    decidedById: integer("decided_by_id").references(() => employees.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [index("recon_differences_run_idx").on(t.orgId, t.runId, t.id)],
);

/** A run of outgoing lease payments: initiated, then processed to Paid; a repeat pays nothing twice. */
export const paymentRuns = pgTable(
  "payment_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    runNumber: text("run_number").notNull(),
    requestId: text("request_id"),
    isProcessed: boolean("is_processed").notNull().default(false),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: created(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_runs_org_number_uq").on(t.orgId, t.runNumber),
    uniqueIndex("payment_runs_org_request_uq")
      .on(t.orgId, t.requestId)
      .where(sql`${t.requestId} is not null`),
  ],
);

export const paymentRunItems = pgTable(
  "payment_run_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    runId: integer("run_id")
      .notNull()
      .references(() => paymentRuns.id, { onDelete: "cascade" }),
    leaseId: integer("lease_id")
      .notNull()
      .references(() => leases.id),
    periodId: integer("period_id")
      .notNull()
      .references(() => leaseBillingPeriods.id),
    amount: money("amount").notNull(),
    transactionId: text("transaction_id"),
    statusId: integer("status_id").$type<LeasePaymentStatusId>().notNull(),
  },
  (t) => [
    index("payment_run_items_run_idx").on(t.orgId, t.runId, t.id),
    // A bill is in one run at most: a repeated run finds it taken.
    uniqueIndex("payment_run_items_period_uq").on(t.periodId),
  ],
);

/** A report a person saved to run again: its kind and its parameters. */
export const billingReportDefinitions = pgTable(
  "billing_report_definitions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [index("billing_report_definitions_org_idx").on(t.orgId, t.employeeId)],
);
