import { Tab, Tabs } from "@mui/material";
import { VerificationFilter, type VerificationFilterValue } from "@fieldstead/domain";
import { VERIFICATION_LABELS } from "../asset-labels.ts";

export type VerificationTabsProps = {
  value: VerificationFilterValue;
  onChange: (value: VerificationFilterValue) => void;
};

/** The verification filter over the asset list: All, Pending Verification, Verified, Unverified, Newly Created. */
export const VerificationTabs = ({ value, onChange }: VerificationTabsProps) => (
  <Tabs
    value={value}
    onChange={(_event, next: VerificationFilterValue) => onChange(next)}
    variant="scrollable"
    scrollButtons="auto"
    allowScrollButtonsMobile
    aria-label="Verification"
    sx={{
      mb: 2,
      borderBottom: 1,
      borderColor: "divider",
      minHeight: 44,
      "& .MuiTabs-scrollButtons.Mui-disabled": { opacity: 0.3 },
    }}
  >
    {Object.values(VerificationFilter).map((filter) => (
      <Tab key={filter} value={filter} label={VERIFICATION_LABELS[filter]} sx={{ minHeight: 44 }} />
    ))}
  </Tabs>
);
