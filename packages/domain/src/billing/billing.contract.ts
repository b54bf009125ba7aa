/** Every billing call, by area: the access rules they share, setup, invoicing, and payments received. */
export * from "./billing-access.contract.ts";
export * from "./billing-setup.contract.ts";
export * from "./billing-invoicing.contract.ts";
export * from "./billing-receipts.contract.ts";
