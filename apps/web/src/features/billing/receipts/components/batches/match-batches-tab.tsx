import { useNavigate } from "react-router";
import { DataGrid } from "../../../../../components/grid/data-grid.tsx";
import { getMatchBatchList, type MatchBatchListRow } from "../../api/get-match-batch-list.ts";
import { matchBatchPath } from "../recon-paths.ts";
import { MATCH_BATCH_CARD, MATCH_BATCH_COLUMNS } from "./match-batch-columns.tsx";

/** The match-batches grid: its saved views and column choices are kept under this name. */
export const MATCH_BATCH_GRID_ID = "billing-match-batches";

/** The batches the matches are reviewed and locked in; a row opens its batch. */
export const MatchBatchesTab = () => {
  const navigate = useNavigate();
  return (
    <DataGrid<MatchBatchListRow>
      gridId={MATCH_BATCH_GRID_ID}
      label="Match batches"
      columns={MATCH_BATCH_COLUMNS}
      fetchPage={getMatchBatchList}
      getRowId={(row) => String(row.Id)}
      onRowClick={(row) => navigate(matchBatchPath(row.Id))}
      card={MATCH_BATCH_CARD}
    />
  );
};
