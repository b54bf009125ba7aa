import { Link as RouterLink, Navigate, useParams } from "react-router";
import { Alert, Box, Stack, Tab, Tabs } from "@mui/material";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { useModuleAccess } from "../../permissions/hooks/use-module-access.ts";
import { useAssetDetail } from "../api/get-asset.ts";
import { assetDetailPath } from "./asset-paths.ts";
import { AssetComponentsTab } from "./detail/asset-components-tab.tsx";
import { AssetHeader } from "./detail/asset-header.tsx";
import { AssetHistoryTab } from "./detail/asset-history-tab.tsx";
import { AssetLabelPage } from "./detail/asset-label-page.tsx";
import { AssetOverviewTab } from "./detail/asset-overview-tab.tsx";

const LIST_ENTRY = { kind: "link", label: "Fixed Assets", to: "/fixedAssetManagement" } as const;
const TABS = ["overview", "components", "history"] as const;
type TabName = (typeof TABS)[number];

const idOf = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * /fixedAssetManagement/asset-detailing/{id}[/overview|/components|/history|/label]: one asset, its tabs in
 * the address, and its printable label.
 */
export const AssetDetailPage = () => {
  const params = useParams();
  const id = idOf(params.assetId);
  const rest = params["*"] ?? "";
  const asset = useAssetDetail(id);
  const { can } = useModuleAccess();
  const F = ModuleId.FixedAssets;
  const canSeeHistory = can(ModuleId.AssetHistory, F, AccessRightType.ReadOnly);

  if (id !== null && asset.isPending) return <PageLoader />;
  if (id === null || asset.isError || !asset.data) {
    const isMissing = id === null || (asset.isError && "status" in asset.error && asset.error.status === 404);
    return (
      <Box>
        <BreadcrumbBar entries={[LIST_ENTRY, { kind: "error", label: "Asset not found" }]} />
        <Alert severity={isMissing ? "warning" : "error"}>
          {isMissing
            ? "There is no such asset in your organisation."
            : `The asset could not be loaded: ${asset.error?.message ?? ""}`}
        </Alert>
      </Box>
    );
  }
  const data = asset.data;
  if (rest === "label") return <AssetLabelPage asset={data} />;
  const tab: TabName | null =
    rest === "" ? "overview" : (TABS as readonly string[]).includes(rest) ? (rest as TabName) : null;
  if (tab === null || (tab === "history" && !canSeeHistory))
    return <Navigate to={assetDetailPath(data.Id)} replace />;
  const shown = TABS.filter((t) => t !== "history" || canSeeHistory);
  const labels: Record<TabName, string> = {
    overview: "Overview",
    components: "Components",
    history: "History",
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[LIST_ENTRY, { kind: "text", label: data.AssetTag }]} />
      <Stack spacing={2.5}>
        <AssetHeader asset={data} />
        <Tabs
          value={tab}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Asset sections"
          sx={{ borderBottom: 1, borderColor: "divider" }}
        >
          {shown.map((t) => (
            <Tab
              key={t}
              value={t}
              label={labels[t]}
              component={RouterLink}
              to={assetDetailPath(data.Id, t)}
            />
          ))}
        </Tabs>
        {tab === "overview" && <AssetOverviewTab asset={data} />}
        {tab === "components" && <AssetComponentsTab asset={data} canEdit={can(ModuleId.AssetEdit, F)} />}
        {tab === "history" && <AssetHistoryTab assetId={data.Id} />}
      </Stack>
    </Box>
  );
};
