import { useSearchParams } from "react-router";
import { Box, Tab, Tabs, Typography } from "@mui/material";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { ManufacturersTab } from "./manufacturers-tab.tsx";
import { PartsTab } from "./parts-tab.tsx";
import { VendorsTab } from "./vendors-tab.tsx";

const TABS = { parts: "Parts", manufacturers: "Manufacturers", vendors: "Vendors" } as const;
type TabName = keyof typeof TABS;

/** /AssetConfigurationManagement: the catalogue's parts, manufacturers and vendors (the tab is in the address). */
export const AssetConfigurationPage = () => {
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: TabName = asked && asked in TABS ? (asked as TabName) : "parts";
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Asset configuration" }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Asset configuration
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next: TabName) => setParams(next === "parts" ? {} : { tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Catalogue"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {(Object.keys(TABS) as TabName[]).map((name) => (
          <Tab key={name} value={name} label={TABS[name]} />
        ))}
      </Tabs>
      {tab === "parts" && <PartsTab />}
      {tab === "manufacturers" && <ManufacturersTab />}
      {tab === "vendors" && <VendorsTab />}
    </Box>
  );
};
