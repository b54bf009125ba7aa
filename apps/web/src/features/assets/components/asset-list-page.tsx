import { useNavigate, useSearchParams } from "react-router";
import { Box, Typography } from "@mui/material";
import {
  VerificationFilter,
  VerificationFilterSchema,
  type AssetListRow,
  type VerificationFilterValue,
} from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { getAssetList } from "../api/get-asset-list.ts";
import { ASSET_COLUMNS } from "./asset-columns.ts";
import { VerificationTabs } from "./verification-tabs.tsx";

const VERIFICATION_PARAM = "verification";

/** The detail address of an asset (portal-platform §2.3 detail prefix). */
export const assetDetailPath = (id: number): string => `/fixedAssetManagement/asset-detailing/${id}`;

/** /fixedAssetManagement: the organisation's fixed assets, filtered by verification state in the address. */
export const AssetListPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const parsed = VerificationFilterSchema.safeParse(params.get(VERIFICATION_PARAM));
  const verification: VerificationFilterValue = parsed.success ? parsed.data : VerificationFilter.All;
  const handleVerificationChange = (next: VerificationFilterValue) =>
    setParams(next === VerificationFilter.All ? {} : { [VERIFICATION_PARAM]: next }, { replace: true });

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Fixed Assets" }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Fixed Assets
      </Typography>
      <VerificationTabs value={verification} onChange={handleVerificationChange} />
      <DataGrid<AssetListRow, { VerificationFilter: VerificationFilterValue }>
        gridId="fixedAssetManagement"
        label="Fixed assets"
        columns={ASSET_COLUMNS}
        fetchPage={getAssetList}
        extraQuery={{ VerificationFilter: verification }}
        hasPageFilter={verification !== VerificationFilter.All}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => navigate(assetDetailPath(row.Id))}
      />
    </Box>
  );
};
