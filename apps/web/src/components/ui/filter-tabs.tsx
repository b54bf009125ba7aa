import { Tab, Tabs } from "@mui/material";

export type FilterTabsProps<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  /** Each tab's value and what it reads. */
  options: readonly { value: T; label: string }[];
  /** What the tabs filter, for screen readers ('Lease status'). */
  label: string;
};

/** Quick-filter tabs above a list (All, then one per status or state); they scroll on a phone. */
export const FilterTabs = <T extends string>({ value, onChange, options, label }: FilterTabsProps<T>) => (
  <Tabs
    value={value}
    onChange={(_event, next: T) => onChange(next)}
    variant="scrollable"
    scrollButtons="auto"
    allowScrollButtonsMobile
    aria-label={label}
    sx={{
      mb: 2,
      borderBottom: 1,
      borderColor: "divider",
      minHeight: 44,
      "& .MuiTabs-scrollButtons.Mui-disabled": { opacity: 0.3 },
    }}
  >
    {options.map((option) => (
      <Tab key={option.value} value={option.value} label={option.label} sx={{ minHeight: 44 }} />
    ))}
  </Tabs>
);
