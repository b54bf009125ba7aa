import { VerificationFilter, type VerificationFilterValue } from "@fieldstead/domain";
import { FilterTabs } from "../../../components/ui/filter-tabs.tsx";
import { VERIFICATION_LABELS } from "../asset-labels.ts";

export type VerificationTabsProps = {
  value: VerificationFilterValue;
  onChange: (value: VerificationFilterValue) => void;
};

const OPTIONS = Object.values(VerificationFilter).map((filter) => ({
  value: filter,
  label: VERIFICATION_LABELS[filter],
}));

/** The verification filter over the asset list: All, Pending Verification, Verified, Unverified, Newly Created. */
export const VerificationTabs = ({ value, onChange }: VerificationTabsProps) => (
  <FilterTabs value={value} onChange={onChange} options={OPTIONS} label="Verification" />
);
