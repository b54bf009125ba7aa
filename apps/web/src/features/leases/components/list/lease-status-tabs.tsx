import { FilterTabs } from "../../../../components/ui/filter-tabs.tsx";
import { LEASE_STATUS_TABS, type LeaseStatusTab } from "./lease-status-filter.ts";

export type LeaseStatusTabsProps = {
  value: LeaseStatusTab;
  onChange: (value: LeaseStatusTab) => void;
};

const OPTIONS = LEASE_STATUS_TABS.map((tab) => ({ value: tab, label: tab }));

/** The status filter over the register: All, Draft, Active, Inactive, Terminated. */
export const LeaseStatusTabs = ({ value, onChange }: LeaseStatusTabsProps) => (
  <FilterTabs value={value} onChange={onChange} options={OPTIONS} label="Lease status" />
);
