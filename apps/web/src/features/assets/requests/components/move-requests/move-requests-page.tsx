import { useNavigate } from "react-router";
import { ExportKind, type MoveRequestListQuery, type MoveRequestListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../../../components/grid/data-grid.tsx";
import { getMoveRequestList } from "../../api/get-move-request-list.ts";
import { FixedAssetPage } from "../../../components/fixed-asset-page.tsx";
import { moveRequestPath } from "../request-paths.ts";
import { MOVE_REQUEST_CARD, MOVE_REQUEST_COLUMNS } from "./move-request-columns.tsx";
import { ExportButton } from "../../../../exports/index.ts";

const fetchPage = (query: MoveRequestListQuery) => getMoveRequestList(query);

/** /fixedAssetManagement/MoveAssetRequest: the organisation's move requests, newest first. */
export const MoveRequestsPage = () => {
  const navigate = useNavigate();
  return (
    <FixedAssetPage
      trail={[{ kind: "text", label: "Move requests" }]}
      title="Move requests"
      intro="An asset's location changes only when its move is approved and carried out. Pick assets in the asset list to ask for a move."
    >
      <DataGrid<MoveRequestListRow>
        gridId="moveRequests"
        label="Move requests"
        columns={MOVE_REQUEST_COLUMNS}
        card={MOVE_REQUEST_CARD}
        fetchPage={fetchPage}
        getRowId={(row) => String(row.Id)}
        exportActions={(read) => <ExportButton kind={ExportKind.MoveRequests} readState={read} />}
        onRowClick={(row) => navigate(moveRequestPath(row.Id))}
      />
    </FixedAssetPage>
  );
};
