/** Every read of billing rules sits under this key, so a rule's save or delete reads the rules again. */
export const BILLING_RULES_KEY = ["billing", "rules"] as const;

/** Every read of invoicing batches and their invoices: a batch's move or regeneration reads them all again. */
export const BATCHES_KEY = ["billing", "batches"] as const;

/** The choices of the rule and batch forms (clients, charge codes, asset categories). */
export const PICKERS_KEY = ["billing", "pickers"] as const;

export const invoicingKeys = {
  rules: () => BILLING_RULES_KEY,
  batch: (id: number) => [...BATCHES_KEY, "detail", id] as const,
  invoice: (id: number) => [...BATCHES_KEY, "invoice", id] as const,
  clients: () => [...PICKERS_KEY, "clients"] as const,
  chargeCodes: () => [...PICKERS_KEY, "charge-codes"] as const,
  categories: () => [...PICKERS_KEY, "asset-categories"] as const,
};
