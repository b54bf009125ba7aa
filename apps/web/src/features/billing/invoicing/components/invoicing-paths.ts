import type { BreadcrumbEntry } from "../../../../components/ui/breadcrumb-bar.tsx";

/** The invoicing batches (billing/invoicing). */
export const INVOICING_PATH = "/billing/invoicing";

/** A batch's page (billing/invoicing/batchDetails/{id}). */
export const batchPath = (id: number): string => `${INVOICING_PATH}/batchDetails/${id}`;

export const BILLING_ENTRY: BreadcrumbEntry = { kind: "text", label: "Billing" };
export const INVOICING_ENTRY: BreadcrumbEntry = { kind: "link", label: "Invoicing", to: INVOICING_PATH };
