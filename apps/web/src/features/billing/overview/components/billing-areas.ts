/** The billing pages the overview links to, in the order a month's work goes through them. */
export const BILLING_AREAS: readonly { path: string; title: string; text: string }[] = [
  {
    path: "/clientServices",
    title: "Client Services",
    text: "The clients you bill, their contacts, currency and terms.",
  },
  { path: "/ChargeCodes", title: "Charge Codes", text: "What can be charged: unit, rate and tax rate." },
  {
    path: "/chargeProfile",
    title: "Charge Profiles",
    text: "Per client, the codes that apply, negotiated rates and discounts.",
  },
  {
    path: "/billing/ruleconfig",
    title: "Rule Configuration",
    text: "Rules that turn assets, work and leases into charges.",
  },
  {
    path: "/billing/techrecon",
    title: "Technical Reconciliation",
    text: "What is billed against what is in the field.",
  },
  {
    path: "/billing/invoicing",
    title: "Invoicing",
    text: "Batches of invoices: generate, review, approve, lock.",
  },
  {
    path: "/billing/financialRecon",
    title: "Financial Reconciliation",
    text: "Payments received, matched to invoices.",
  },
  {
    path: "/PaymentProcessing",
    title: "Payment Processing",
    text: "Lease payments due, initiated and paid in runs.",
  },
  {
    path: "/billing/reports",
    title: "Billing Reports",
    text: "Revenue, aging, arrears, tax and reconciliation differences: charts, tables and exports.",
  },
];
