import { BillingFrequency } from "../leases/leases.enums.ts";
import type { ImportChoice, ImportColumn } from "./import-columns.rules.ts";

// Column types are spelled out here (not ImportColumnType's members): import-columns.rules.ts lists these
// columns, so this file may take only its types.
const text = (header: string, field: string, example: string, hint?: string): ImportColumn => ({
  header,
  field,
  isRequired: false,
  type: "text",
  example,
  ...(hint ? { hint } : {}),
});

const required = (column: ImportColumn): ImportColumn => ({ ...column, isRequired: true });

const MONEY = "An amount with at most 2 decimals (1500, 1500.50 or 1,500.50).";

/** Billing frequencies by name ('Monthly', 'Quarterly', 'Yearly'). */
export const BILLING_FREQUENCY_CHOICES: readonly ImportChoice[] = Object.entries(BillingFrequency).map(
  ([label, value]) => ({ label, value }),
);

/**
 * The columns of a bulk file of leases: what the lease form asks (portal-platform §3.6), the location by its
 * code, the frequency by name, and an optional increase (escalation) by a percent or an amount, every N months
 * from a date. Fields are the create call's own names; 'Location' answers for `LocationId`, and the escalation
 * columns for the parts of `Escalation`.
 */
export const LEASE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  text("Lease Number", "LeaseNumber", "", "LSE-{year}-{00001} when empty; a number given must be new."),
  {
    ...required(text("Location", "Location", "DTC-01", "A location's code.")),
    aliases: ["LocationId"],
  },
  required(text("Lessor", "Lessor", "Harbor Point Properties LLC", "The landlord.")),
  required(text("Lessee", "Lessee", "Acme Facilities", "The tenant.")),
  text("Dimensions", "Dimensions", "2,400 sq ft, ground floor"),
  {
    header: "Lease Start",
    field: "StartDate",
    isRequired: true,
    type: "date",
    example: "2026-01-01",
    hint: "The first day of the lease.",
  },
  {
    header: "Lease End",
    field: "EndDate",
    isRequired: true,
    type: "date",
    example: "2028-12-31",
    hint: "Its last day: the tenure is whole years (yearly), half years (quarterly) or months (monthly).",
  },
  required(text("Rent", "Rent", "4500.00", `The rent of one billing period. ${MONEY}`)),
  {
    header: "Frequency",
    field: "RentFrequencyId",
    isRequired: true,
    type: "choice",
    choices: BILLING_FREQUENCY_CHOICES,
    example: "Monthly",
    hint: "How often rent is billed.",
  },
  text("Security Deposit", "SecurityDeposit", "9000.00", MONEY),
  text("Escalation percent", "EscalationPercent", "3.5", "The rent goes up by this percent (or an amount)."),
  text("Escalation amount", "EscalationAmount", "", "The rent goes up by this amount (or a percent)."),
  {
    header: "Escalation every (months)",
    field: "EscalationEveryMonths",
    isRequired: false,
    type: "whole number",
    example: 12,
    aliases: ["Escalation.EveryMonths"],
    hint: "How often the rent goes up, in months.",
  },
  {
    header: "Escalation from",
    field: "EscalationFrom",
    isRequired: false,
    type: "date",
    example: "2027-01-01",
    aliases: ["Escalation.FromDate"],
    hint: "The first day the rent goes up: after Lease Start, on or before Lease End.",
  },
  text("Description", "Description", "Ground-floor office suite"),
];
