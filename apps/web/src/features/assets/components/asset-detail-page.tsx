import { useParams } from "react-router";
import { Alert, Box, Paper, Stack, Typography } from "@mui/material";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { useAsset } from "../api/get-asset.ts";
import { AssetFacts } from "./asset-facts.tsx";

const LIST_ENTRY = { kind: "link", label: "Fixed Assets", to: "/fixedAssetManagement" } as const;
export const NEXT_RELEASE_TEXT =
  "The full asset page, with its tabs, history and gallery, comes with the next release of this module.";

const idOf = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** /fixedAssetManagement/asset-detailing/{id}: what the asset list knows about one asset. */
export const AssetDetailPage = () => {
  const id = idOf(useParams().assetId);
  const asset = useAsset(id);

  if (id !== null && asset.isPending) return <PageLoader />;
  if (id === null || asset.isError || !asset.data) {
    return (
      <Box>
        <BreadcrumbBar entries={[LIST_ENTRY, { kind: "error", label: "Asset not found" }]} />
        <Alert severity={asset.isError ? "error" : "warning"}>
          {asset.isError
            ? `The asset could not be loaded: ${asset.error.message}`
            : "There is no such asset in your organisation."}
        </Alert>
      </Box>
    );
  }
  const row = asset.data;
  return (
    <Box>
      <BreadcrumbBar entries={[LIST_ENTRY, { kind: "text", label: row.AssetTag }]} />
      <Stack spacing={3}>
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, overflowWrap: "anywhere", fontSize: { xs: "1.75rem", sm: "2.125rem" } }}
          >
            {row.Name}
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>{row.AssetTag}</Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <AssetFacts asset={row} />
        </Paper>
        <Alert severity="info">{NEXT_RELEASE_TEXT}</Alert>
      </Stack>
    </Box>
  );
};
