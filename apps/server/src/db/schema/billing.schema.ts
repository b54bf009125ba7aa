import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  BatchStatusId,
  BillingRuleSourceId,
  ChargeUnitId,
  InvoiceLineKindId,
  InvoicePaymentStateId,
  WorkOrderTypeId,
} from "@fieldstead/domain";
import { created, money, org, updated } from "./billing-columns.ts";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";
import { leaseParties, leases } from "./leases.schema.ts";
import { assetCategories } from "./asset-catalogue.schema.ts";

/** The organisation's billed clients; a client's sites are the locations of the leases naming it as lessee. */
export const billingClients = pgTable(
  "billing_clients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    name: text("name").notNull(),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    currency: text("currency").notNull(),
    paymentTermsDays: integer("payment_terms_days").notNull().default(30),
    taxRegistration: text("tax_registration"),
    lesseePartyId: integer("lessee_party_id").references(() => leaseParties.id),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("billing_clients_org_name_uq").on(t.orgId, sql`lower(${t.name})`),
    index("billing_clients_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
  ],
);

/** The catalogue of chargeable items; a rate and a tax rate in force from one day to another. */
export const chargeCodes = pgTable(
  "charge_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    code: text("code").notNull(),
    description: text("description").notNull(),
    unitId: integer("unit_id").$type<ChargeUnitId>().notNull(),
    rate: money("rate").notNull(),
    /** Thousandths of a percent (8.875 % is 8875). */
    taxRateMilli: integer("tax_rate_milli").notNull().default(0),
    effectiveFrom: date("effective_from").notNull(),
    effectiveTo: date("effective_to"),
    createdById: integer("created_by_id").references(() => employees.id),
    updatedById: integer("updated_by_id").references(() => employees.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("charge_codes_org_code_uq").on(t.orgId, sql`lower(${t.code})`),
    index("charge_codes_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
  ],
);

/** A client's charge profile: a code that applies to it, at a negotiated rate (or the list rate) less a discount. */
export const chargeProfileLines = pgTable(
  "charge_profile_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    clientId: integer("client_id")
      .notNull()
      .references(() => billingClients.id, { onDelete: "cascade" }),
    chargeCodeId: integer("charge_code_id")
      .notNull()
      .references(() => chargeCodes.id),
    /** Null bills the code's list rate. */
    rate: money("rate"),
    /** Basis points (12.5 % is 1250). */
    discountBp: integer("discount_bp").notNull().default(0),
    effectiveFrom: date("effective_from").notNull(),
    effectiveTo: date("effective_to"),
    updatedAt: updated(),
  },
  (t) => [index("charge_profile_lines_client_idx").on(t.orgId, t.clientId, t.chargeCodeId)],
);

/** What turns the inventory and the work into charges. */
export const billingRules = pgTable(
  "billing_rules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    name: text("name").notNull(),
    /** One client, or every active client when null. */
    clientId: integer("client_id").references(() => billingClients.id, { onDelete: "cascade" }),
    sourceId: integer("source_id").$type<BillingRuleSourceId>().notNull(),
    categoryId: integer("category_id").references(() => assetCategories.id),
    workOrderTypeId: integer("work_order_type_id").$type<WorkOrderTypeId>(),
    chargeCodeId: integer("charge_code_id")
      .notNull()
      .references(() => chargeCodes.id),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("billing_rules_org_idx").on(t.orgId, t.id)],
);

/** A batch of invoices for one month, reviewed and locked. */
export const invoiceBatches = pgTable(
  "invoice_batches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    batchNumber: text("batch_number").notNull(),
    period: text("period").notNull(),
    statusId: integer("status_id").$type<BatchStatusId>().notNull().default(1),
    requestId: text("request_id"),
    createdById: integer("created_by_id").references(() => employees.id),
    updatedById: integer("updated_by_id").references(() => employees.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("invoice_batches_org_number_uq").on(t.orgId, t.batchNumber),
    uniqueIndex("invoice_batches_org_request_uq")
      .on(t.orgId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    index("invoice_batches_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
  ],
);

/** One client's invoice for one month: at most one per client and month, whatever the batch. */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => invoiceBatches.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => billingClients.id),
    period: text("period").notNull(),
    currency: text("currency").notNull(),
    /** Given when the batch's invoices are generated, from the organisation's counter: no gaps. */
    invoiceNumber: text("invoice_number"),
    issueDate: date("issue_date"),
    dueDate: date("due_date"),
    net: money("net").notNull().default("0"),
    discount: money("discount").notNull().default("0"),
    tax: money("tax").notNull().default("0"),
    total: money("total").notNull().default("0"),
    /** Arrears of earlier periods shown on the invoice; not part of its total. */
    arrears: money("arrears").notNull().default("0"),
    paid: money("paid").notNull().default("0"),
    paymentStateId: integer("payment_state_id").$type<InvoicePaymentStateId>().notNull().default(1),
  },
  (t) => [
    uniqueIndex("invoices_org_client_period_uq").on(t.orgId, t.clientId, t.period),
    uniqueIndex("invoices_org_number_uq")
      .on(t.orgId, t.invoiceNumber)
      .where(sql`${t.invoiceNumber} is not null`),
    index("invoices_org_batch_idx").on(t.orgId, t.batchId, t.id),
    index("invoices_org_open_idx")
      .on(t.orgId, t.clientId)
      .where(sql`${t.paymentStateId} <> 3`),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kindId: integer("kind_id").$type<InvoiceLineKindId>().notNull(),
    chargeCodeId: integer("charge_code_id").references(() => chargeCodes.id),
    chargeCode: text("charge_code"),
    ruleId: integer("rule_id").references(() => billingRules.id, { onDelete: "set null" }),
    leaseId: integer("lease_id").references(() => leases.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 14, scale: 2 }).notNull(),
    unitPrice: money("unit_price").notNull(),
    net: money("net").notNull(),
    discount: money("discount").notNull().default("0"),
    taxRateMilli: integer("tax_rate_milli").notNull().default(0),
    tax: money("tax").notNull().default("0"),
    total: money("total").notNull(),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.position)],
);

/** The last invoice number an organisation gave: taken and raised in the transaction that numbers a batch. */
export const invoiceCounters = pgTable("invoice_counters", {
  orgId: integer("org_id")
    .primaryKey()
    .references(() => organisations.id),
  lastNumber: integer("last_number").notNull().default(0),
});

/** Every move of a batch (of invoices or of matches). */
export const billingBatchHistory = pgTable(
  "billing_batch_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    batchKind: text("batch_kind").$type<"invoice" | "match">().notNull(),
    batchId: integer("batch_id").notNull(),
    action: text("action").notNull(),
    fromStatusId: integer("from_status_id").$type<BatchStatusId>(),
    toStatusId: integer("to_status_id").$type<BatchStatusId>().notNull(),
    comment: text("comment"),
    byId: integer("by_id").references(() => employees.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_batch_history_batch_idx").on(t.orgId, t.batchKind, t.batchId, t.id)],
);
