import {
  BillingRuleSource,
  ChargeUnit,
  WorkOrderType,
  type BillingRuleSourceId,
  type ChargeUnitId,
} from "@fieldstead/domain";

/** A charge code of the demo catalogue; rates in dollars, tax rates in thousandths of a percent. */
export type ChargeCodeSeed = {
  code: string;
  description: string;
  unitId: ChargeUnitId;
  rate: string;
  taxRateMilli: number;
  /** Months before the demo's month the code took effect, and (for a retired code) stopped. */
  fromMonthsAgo: number;
  toMonthsAgo?: number;
};

export const CHARGE_CODES: readonly ChargeCodeSeed[] = [
  {
    code: "HVAC-MNT",
    description: "HVAC unit upkeep, per unit per month",
    unitId: ChargeUnit.PerAsset,
    rate: "85.00",
    taxRateMilli: 8250,
    fromMonthsAgo: 24,
  },
  {
    code: "ELEC-MNT",
    description: "Electrical equipment upkeep, per asset per month",
    unitId: ChargeUnit.PerAsset,
    rate: "40.00",
    taxRateMilli: 8250,
    fromMonthsAgo: 24,
  },
  {
    code: "SEC-MON",
    description: "Security device monitoring, per device per month",
    unitId: ChargeUnit.PerAsset,
    rate: "25.00",
    taxRateMilli: 8250,
    fromMonthsAgo: 18,
  },
  {
    code: "CM-VISIT",
    description: "Corrective maintenance visit",
    unitId: ChargeUnit.PerVisit,
    rate: "180.00",
    taxRateMilli: 8250,
    fromMonthsAgo: 24,
  },
  {
    code: "MGMT-FEE",
    description: "Site management fee, per month",
    unitId: ChargeUnit.Flat,
    rate: "250.00",
    taxRateMilli: 0,
    fromMonthsAgo: 24,
  },
  {
    code: "AREA-SQM",
    description: "Serviced floor area, per m² per month",
    unitId: ChargeUnit.PerSqm,
    rate: "1.20",
    taxRateMilli: 8250,
    fromMonthsAgo: 12,
  },
  {
    code: "JANITOR-OLD",
    description: "Janitorial service (replaced by the facility contract)",
    unitId: ChargeUnit.Flat,
    rate: "400.00",
    taxRateMilli: 8250,
    fromMonthsAgo: 30,
    toMonthsAgo: 12,
  },
];

/** A billing rule: what it counts (an asset category by name, a work-order type) and the code it bills. */
export type BillingRuleSeed = {
  name: string;
  sourceId: BillingRuleSourceId;
  category?: string;
  workOrderTypeId?: number;
  code: string;
};

export const BILLING_RULES: readonly BillingRuleSeed[] = [
  {
    name: "HVAC units at client sites",
    sourceId: BillingRuleSource.ActiveAssets,
    category: "HVAC",
    code: "HVAC-MNT",
  },
  {
    name: "Electrical equipment at client sites",
    sourceId: BillingRuleSource.ActiveAssets,
    category: "Electrical",
    code: "ELEC-MNT",
  },
  {
    name: "Security devices at client sites",
    sourceId: BillingRuleSource.ActiveAssets,
    category: "Security",
    code: "SEC-MON",
  },
  {
    name: "Corrective maintenance visits",
    sourceId: BillingRuleSource.CompletedWorkOrders,
    workOrderTypeId: WorkOrderType.CorrectiveMaintenance,
    code: "CM-VISIT",
  },
  { name: "Site management fee", sourceId: BillingRuleSource.FlatFee, code: "MGMT-FEE" },
];

/** Billing contacts of the demo clients, in the order of the clients' names. */
export const CLIENT_CONTACTS: readonly { name: string; local: string }[] = [
  { name: "Dana Whitfield", local: "accounts.payable" },
  { name: "Marcus Ortega", local: "billing" },
  { name: "Priya Raman", local: "ap" },
  { name: "Tom Becker", local: "invoices" },
  { name: "Alicia Moreno", local: "finance" },
  { name: "Hannah Lee", local: "payables" },
  { name: "Samuel Okafor", local: "billing.team" },
  { name: "Grace Kim", local: "accounts" },
];

/** Negotiated terms for the first clients: a lower HVAC rate, a discount on the management fee. */
export const NEGOTIATED: readonly {
  clientIndex: number;
  code: string;
  rate: string | null;
  discountBp: number;
}[] = [
  { clientIndex: 0, code: "HVAC-MNT", rate: "75.00", discountBp: 0 },
  { clientIndex: 0, code: "MGMT-FEE", rate: null, discountBp: 1000 },
  { clientIndex: 1, code: "SEC-MON", rate: "22.50", discountBp: 500 },
];

/** "acme-towers" from "Acme Towers LLC": the e-mail domain of a client. */
export const domainOf = (name: string): string =>
  `${name
    .toLowerCase()
    .replace(/\b(inc|llc|ltd|co|corp)\b\.?/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.example`;
