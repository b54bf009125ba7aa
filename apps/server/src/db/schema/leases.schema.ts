import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BillingFrequencyId, LeasePaymentStatusId, LeaseStatusId } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { locations } from "./locations.schema.ts";
import { employees } from "./employees.schema.ts";

/**
 * The parties of leases (a lessor, a lessee): one record per name in an organisation, reused across its leases so
 * that the same landlord is written once.
 */
export const leaseParties = pgTable(
  "lease_parties",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lease_parties_org_name_uq").on(t.orgId, sql`lower(${t.name})`)],
);

export const leases = pgTable(
  "leases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    leaseNumber: text("lease_number").notNull(),
    locationId: integer("location_id").references(() => locations.id),
    lessorPartyId: integer("lessor_party_id").references(() => leaseParties.id),
    lesseePartyId: integer("lessee_party_id").references(() => leaseParties.id),
    /** The parties' names as the lease shows and sorts them (kept with the party records). */
    lessor: text("lessor").notNull(),
    lessee: text("lessee").notNull(),
    dimensions: text("dimensions"),
    areaSqm: numeric("area_sqm", { precision: 12, scale: 2 }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /** The rent of one billing period. */
    rent: numeric("rent", { precision: 14, scale: 2 }).notNull(),
    rentFrequencyId: integer("rent_frequency_id").$type<BillingFrequencyId>().notNull(),
    securityDeposit: numeric("security_deposit", { precision: 14, scale: 2 }),
    /** The increase (escalation): a percentage or a fixed amount, every N months from a date; none when null. */
    escalationKind: text("escalation_kind").$type<"Percent" | "Amount">(),
    escalationValue: numeric("escalation_value", { precision: 14, scale: 2 }),
    escalationEveryMonths: integer("escalation_every_months"),
    escalationFrom: date("escalation_from"),
    /** How many months before the end notice must be given (the renewal decision date). */
    noticeMonths: integer("notice_months").notNull().default(3),
    description: text("description"),
    statusId: integer("status_id").$type<LeaseStatusId>().notNull().default(1),
    /** Kept with the billing periods (every write and the daily scan): the register sorts and filters on them. */
    nextPaymentDue: date("next_payment_due"),
    nextPaymentAmount: numeric("next_payment_amount", { precision: 14, scale: 2 }),
    arrears: numeric("arrears", { precision: 14, scale: 2 }).notNull().default("0"),
    createdById: integer("created_by_id").references(() => employees.id),
    updatedById: integer("updated_by_id").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the register's Search reads, lower-cased, kept by the database. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(lease_number || ' ' || lessor || ' ' || lessee || ' ' || coalesce(description, ''))`,
      ),
  },
  (t) => [
    // Unique so that a lease's billing periods can name their lease with its organisation (one key to check).
    uniqueIndex("leases_org_id_uq").on(t.orgId, t.id),
    index("leases_org_status_idx").on(t.orgId, t.statusId, t.id),
    index("leases_org_number_idx").on(t.orgId, t.leaseNumber, t.id),
    index("leases_org_end_idx").on(t.orgId, t.endDate, t.id),
    index("leases_org_next_due_idx").on(t.orgId, t.nextPaymentDue, t.id),
    index("leases_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
    index("leases_org_location_idx").on(t.orgId, t.locationId),
    uniqueIndex("leases_org_number_uq").on(t.orgId, sql`lower(${t.leaseNumber})`),
  ],
);

/** The spaces of its location's tree a lease covers (floors, rooms, areas), each with its area in m². */
export const leaseSpaces = pgTable(
  "lease_spaces",
  {
    leaseId: integer("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    areaSqm: numeric("area_sqm", { precision: 12, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.locationId] })],
);

/** The organisation's extra lease fields (FormBuilderLease): text, number, date, dropdown or file. */
export const leaseFormFields = pgTable(
  "lease_form_fields",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    label: text("label").notNull(),
    fieldType: text("field_type").$type<"Text" | "Number" | "Date" | "Dropdown" | "File">().notNull(),
    required: boolean("required").notNull().default(false),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    /** A retired field keeps the values given to it, and is no longer asked. */
    retired: boolean("retired").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lease_form_fields_org_idx").on(t.orgId, t.sortOrder)],
);

/** A lease's answers to the extra fields. */
export const leaseFormValues = pgTable(
  "lease_form_values",
  {
    leaseId: integer("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    fieldId: integer("field_id")
      .notNull()
      .references(() => leaseFormFields.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    value: text("value"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.fieldId] })],
);

/**
 * The people to contact about a lease, each with full name, role, department, phone number and e-mail; they go
 * when their lease is deleted (portal-platform §3.6).
 */
export const leaseContacts = pgTable(
  "lease_contacts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    leaseId: integer("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    role: text("role"),
    department: text("department"),
    phoneNumber: text("phone_number"),
    email: text("email"),
  },
  (t) => [index("lease_contacts_org_lease_idx").on(t.orgId, t.leaseId)],
);

/** Billing periods of a lease (BillingPeriod, BillingAmount, DueDate, Status). */
export const leaseBillingPeriods = pgTable(
  "lease_billing_periods",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id").notNull(),
    leaseId: integer("lease_id").notNull(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    billingAmount: numeric("billing_amount", { precision: 14, scale: 2 }).notNull(),
    dueDate: date("due_date").notNull(),
    statusId: integer("status_id").$type<LeasePaymentStatusId>().notNull().default(1),
    /** What has been paid against it so far (a partial payment leaves the rest owed). */
    paidAmount: numeric("paid_amount", { precision: 14, scale: 2 }).notNull().default("0"),
    submittedById: integer("submitted_by_id").references(() => employees.id),
    approvedById: integer("approved_by_id").references(() => employees.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One key for lease and organisation: a period belongs to a lease of its own organisation, and writing the
    // 240 periods of a 20-year lease checks one key a row instead of two.
    foreignKey({
      name: "lease_billing_periods_lease_fk",
      columns: [t.orgId, t.leaseId],
      foreignColumns: [leases.orgId, leases.id],
    }).onDelete("cascade"),
    index("lease_billing_org_lease_idx").on(t.orgId, t.leaseId, t.periodStart),
    // The daily scan reads the periods not yet due by their due date: a small part of a large table.
    index("lease_billing_not_due_idx")
      .on(t.dueDate)
      .where(sql`status_id = 1`),
  ],
);

/** Payments against a billing period (TransactionId, TransactionAmount). */
export const leasePayments = pgTable(
  "lease_payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    billingPeriodId: integer("billing_period_id")
      .notNull()
      .references(() => leaseBillingPeriods.id, { onDelete: "cascade" }),
    transactionId: text("transaction_id").notNull(),
    transactionAmount: numeric("transaction_amount", { precision: 14, scale: 2 }).notNull(),
    paidOn: timestamp("paid_on", { withTimezone: true }).notNull().defaultNow(),
    recordedById: integer("recorded_by_id").references(() => employees.id),
    /** The client's key for this payment: the same request sent twice pays once. */
    requestId: text("request_id"),
  },
  (t) => [
    index("lease_payments_org_period_idx").on(t.orgId, t.billingPeriodId),
    uniqueIndex("lease_payments_org_request_uq").on(t.orgId, t.requestId),
  ],
);
