import { AccessRightType, LeaseDetailTab, ModuleId, type LeaseDetailTabValue } from "@fieldstead/domain";

/** A tab of a lease's page: its value in the address (?tab=…), its label and the module that shows it. */
export type LeaseTab = { value: LeaseDetailTabValue; label: string; moduleId: number };

/** The tabs in the order of portal-platform §2.3, each behind its module (50–56, under Leases). */
export const LEASE_TABS: readonly LeaseTab[] = [
  { value: LeaseDetailTab.Overview, label: "Overview", moduleId: ModuleId.LeaseOverview },
  { value: LeaseDetailTab.LeaseTerms, label: "Lease Terms", moduleId: ModuleId.LeaseTerms },
  { value: LeaseDetailTab.LeaseSpaces, label: "Lease Spaces", moduleId: ModuleId.LeaseSpaces },
  { value: LeaseDetailTab.Billing, label: "Billing", moduleId: ModuleId.LeaseBilling },
  { value: LeaseDetailTab.Documents, label: "Documents", moduleId: ModuleId.LeaseDocuments },
  { value: LeaseDetailTab.Activity, label: "Activity", moduleId: ModuleId.LeaseActivity },
  { value: LeaseDetailTab.BillingForm, label: "Billing Form", moduleId: ModuleId.LeaseBillingForm },
];

type Can = (moduleId: number, parentId?: number, level?: number) => boolean;

/** The tabs a role sees: each needs its module under Leases, read-only or more. */
export const visibleLeaseTabs = (can: Can): LeaseTab[] =>
  LEASE_TABS.filter((tab) => can(tab.moduleId, ModuleId.Leases, AccessRightType.ReadOnly));

/** Whether the role may change what a tab shows (its module at read-write). */
export const canChangeTab = (can: Can, moduleId: number): boolean =>
  can(moduleId, ModuleId.Leases, AccessRightType.ReadWrite);
