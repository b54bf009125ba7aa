// The lease forms capability's front door: the details page imports the BillingForm tab from here (the
// designer, FormBuilderLease, is a page of its own in the app's route table).
export { LeaseBillingFormTab, type LeaseBillingFormTabProps } from "./components/lease-billing-form-tab.tsx";
