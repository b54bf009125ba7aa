import { Link as RouterLink, Navigate, useParams } from "react-router";
import { Box, Stack, Tab, Tabs } from "@mui/material";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { RecordNotFound } from "../../../components/ui/record-not-found.tsx";
import { idFromPath } from "../../../lib/path-id.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useAssetDetail } from "../api/get-asset.ts";
import { assetDetailPath } from "./asset-paths.ts";
import { AssetComponentsTab } from "./detail/asset-components-tab.tsx";
import { AssetHeader } from "./detail/asset-header.tsx";
import { AssetHistoryTab } from "./detail/asset-history-tab.tsx";
import { AssetLabelPage } from "./detail/asset-label-page.tsx";
import { AssetOverviewTab } from "./detail/asset-overview-tab.tsx";
import { FIXED_ASSETS_ENTRY } from "./fixed-asset-page.tsx";
import { RecordGallery } from "../../documents/index.ts";
const TABS = ["overview", "components", "gallery", "history"] as const;
type TabName = (typeof TABS)[number];

/**
 * /fixedAssetManagement/asset-detailing/{id}[/overview|/components|/gallery|/history|/label]: one asset,
 * its tabs in the address, and its printable label.
 */
export const AssetDetailPage = () => {
  const params = useParams();
  const id = idFromPath(params.assetId);
  const rest = params["*"] ?? "";
  const asset = useAssetDetail(id);
  const { can, isLoading: isAccessLoading } = useModuleAccess();
  const F = ModuleId.FixedAssets;
  const canSeeHistory = can(ModuleId.AssetHistory, F, AccessRightType.ReadOnly);
  // Read-only is enough to see the pictures; Upload and Delete ask for read-write themselves.
  const canSeeGallery = can(ModuleId.AssetGallery, F, AccessRightType.ReadOnly);
  const isShown = (t: TabName) => (t !== "history" || canSeeHistory) && (t !== "gallery" || canSeeGallery);

  // A tab the role holds must not be sent back to the overview before the role's modules have loaded.
  if (id !== null && (asset.isPending || isAccessLoading)) return <PageLoader />;
  if (id === null || asset.isError || !asset.data)
    return (
      <RecordNotFound trail={[FIXED_ASSETS_ENTRY]} noun="asset" error={id === null ? null : asset.error} />
    );
  const data = asset.data;
  if (rest === "label") return <AssetLabelPage asset={data} />;
  const tab: TabName | null =
    rest === "" ? "overview" : (TABS as readonly string[]).includes(rest) ? (rest as TabName) : null;
  if (tab === null || !isShown(tab)) return <Navigate to={assetDetailPath(data.Id)} replace />;
  const shown = TABS.filter(isShown);
  const labels: Record<TabName, string> = {
    overview: "Overview",
    components: "Components",
    gallery: "Gallery",
    history: "History",
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[FIXED_ASSETS_ENTRY, { kind: "text", label: data.AssetTag }]} />
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
        {tab === "gallery" && <RecordGallery entityType="asset" entityId={data.Id} />}
        {tab === "history" && <AssetHistoryTab assetId={data.Id} />}
      </Stack>
    </Box>
  );
};
