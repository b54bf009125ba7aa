import { date, index, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { BillingFrequencyId, LeasePaymentStatusId, LeaseStatusId } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { locations } from "./locations.schema.ts";

export const leases = pgTable(
  "leases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    leaseNumber: text("lease_number").notNull(),
    locationId: integer("location_id").references(() => locations.id),
    lessor: text("lessor").notNull(),
    lessee: text("lessee").notNull(),
    dimensions: text("dimensions"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    rent: numeric("rent", { precision: 14, scale: 2 }).notNull(),
    rentFrequencyId: integer("rent_frequency_id").$type<BillingFrequencyId>().notNull(),
    securityDeposit: numeric("security_deposit", { precision: 14, scale: 2 }),
    increasePercent: numeric("increase_percent", { precision: 5, scale: 2 }),
    description: text("description"),
    statusId: integer("status_id").$type<LeaseStatusId>().notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("leases_org_idx").on(t.orgId, t.id), index("leases_org_status_idx").on(t.orgId, t.statusId)],
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
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    leaseId: integer("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    billingAmount: numeric("billing_amount", { precision: 14, scale: 2 }).notNull(),
    dueDate: date("due_date").notNull(),
    statusId: integer("status_id").$type<LeasePaymentStatusId>().notNull().default(1),
  },
  (t) => [index("lease_billing_org_lease_idx").on(t.orgId, t.leaseId, t.periodStart)],
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
  },
  (t) => [index("lease_payments_org_period_idx").on(t.orgId, t.billingPeriodId)],
);
