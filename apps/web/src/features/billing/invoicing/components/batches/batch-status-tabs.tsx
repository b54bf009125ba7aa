import { FilterTabs } from "../../../../../components/ui/filter-tabs.tsx";
import { BATCH_TAB_OPTIONS, type BatchStatusTab } from "./batch-status-filter.ts";

export type BatchStatusTabsProps = {
  value: BatchStatusTab;
  onChange: (value: BatchStatusTab) => void;
};

/** The state filter over the batches: All, Draft, Request for Review, Approved, Rejected, Generated, Locked. */
export const BatchStatusTabs = ({ value, onChange }: BatchStatusTabsProps) => (
  <FilterTabs value={value} onChange={onChange} options={BATCH_TAB_OPTIONS} label="Batch status" />
);
