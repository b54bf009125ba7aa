// The lease billing capability's front door: the details page imports its tabs from here.
export { LeaseBillingTab, type LeaseBillingTabProps } from "./components/lease-billing-tab.tsx";
export { LeaseDocumentsTab, type LeaseDocumentsTabProps } from "./components/lease-documents-tab.tsx";
