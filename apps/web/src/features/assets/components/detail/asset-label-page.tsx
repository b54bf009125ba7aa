import { Box, Button, GlobalStyles, Paper, Stack, Typography } from "@mui/material";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import type { AssetDetail } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { useSession } from "../../../auth/index.ts";
import { assetLabelUrl } from "../../api/get-asset-label.ts";
import { assetDetailPath } from "../asset-paths.ts";

const LABEL_CLASS = "asset-print-label";

/** Printing shows the label alone: the shell, the breadcrumb and the button stay off the paper. */
const PRINT_STYLES = {
  "@media print": {
    "body *": { visibility: "hidden" },
    [`.${LABEL_CLASS}, .${LABEL_CLASS} *`]: { visibility: "visible" },
    [`.${LABEL_CLASS}`]: {
      position: "absolute",
      left: 0,
      top: 0,
      boxShadow: "none",
      border: "1px solid #000",
    },
  },
} as const;

/** /fixedAssetManagement/asset-detailing/{id}/label: a printable label with the asset's QR code. */
export const AssetLabelPage = ({ asset }: { asset: AssetDetail }) => {
  const { user } = useSession();
  return (
    <Box>
      <GlobalStyles styles={PRINT_STYLES} />
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Fixed Assets", to: "/fixedAssetManagement" },
          { kind: "link", label: asset.AssetTag, to: assetDetailPath(asset.Id) },
          { kind: "text", label: "Label" },
        ]}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mr: "auto" }}>
          Asset label
        </Typography>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          Print
        </Button>
      </Stack>
      <Paper
        className={LABEL_CLASS}
        variant="outlined"
        sx={{ display: "flex", gap: 2, alignItems: "center", p: 2, width: "fit-content", maxWidth: "100%" }}
      >
        <Box
          component="img"
          src={assetLabelUrl(asset.Id)}
          alt={`QR code of ${asset.AssetTag}`}
          sx={{ width: { xs: 120, sm: 160 }, height: { xs: 120, sm: 160 }, flex: "none" }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            sx={{ fontFamily: "monospace", fontWeight: 700, fontSize: "1.15rem", overflowWrap: "anywhere" }}
          >
            {asset.AssetTag}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{asset.Name}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {asset.Part?.PartNumber ?? ""}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
            {user?.OrgName ?? ""}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
};
