import { useNavigate } from "react-router";
import { Box, Typography } from "@mui/material";
import type { MoveRequestListQuery, MoveRequestListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { getMoveRequestList } from "../../api/get-move-request-list.ts";
import { FixedAssetSections } from "../fixed-asset-sections.tsx";
import { MOVE_REQUEST_COLUMNS } from "./move-request-columns.tsx";
import { moveRequestPath } from "./request-paths.ts";

const fetchPage = (query: MoveRequestListQuery) => getMoveRequestList(query);

/** /fixedAssetManagement/MoveAssetRequest: the organisation's move requests, newest first. */
export const MoveRequestsPage = () => {
  const navigate = useNavigate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Fixed Assets", to: "/fixedAssetManagement" },
          { kind: "text", label: "Move requests" },
        ]}
      />
      <FixedAssetSections />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, mb: 1, fontSize: { xs: "1.75rem", sm: "2.125rem" } }}
      >
        Move requests
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>
        An asset&apos;s location changes only when its move is approved and carried out. Pick assets in the
        asset list to ask for a move.
      </Typography>
      <DataGrid<MoveRequestListRow>
        gridId="moveRequests"
        label="Move requests"
        columns={MOVE_REQUEST_COLUMNS}
        fetchPage={fetchPage}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => navigate(moveRequestPath(row.Id))}
      />
    </Box>
  );
};
