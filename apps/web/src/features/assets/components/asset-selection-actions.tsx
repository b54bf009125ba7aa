import { Button } from "@mui/material";
import { ModuleId, type AssetListRow } from "@fieldstead/domain";
import { useModuleAccess } from "../../permissions/index.ts";
import { VerificationMenu } from "./verification-menu.tsx";

export type AssetSelectionActionsProps = {
  rows: AssetListRow[];
  onMove: (rows: AssetListRow[]) => void;
  onChangeStatus: (rows: AssetListRow[]) => void;
  /** After the picked assets' verification state was set. */
  onVerified: () => void;
  onDelete: (rows: AssetListRow[]) => void;
};

/** What can be done with the picked assets: only the operations the role holds get a button. */
export const AssetSelectionActions = ({
  rows,
  onMove,
  onChangeStatus,
  onVerified,
  onDelete,
}: AssetSelectionActionsProps) => {
  const { can } = useModuleAccess();
  const F = ModuleId.FixedAssets;
  // Moving more than one asset at once is its own operation (Bulk Asset Movement).
  const canMove = can(ModuleId.MoveRequests, F) && (rows.length === 1 || can(ModuleId.BulkMovement, F));
  return (
    <>
      {canMove && (
        <Button size="small" variant="outlined" onClick={() => onMove(rows)}>
          Move
        </Button>
      )}
      {can(ModuleId.AssetStatus, F) && (
        <Button size="small" variant="outlined" onClick={() => onChangeStatus(rows)}>
          Change status
        </Button>
      )}
      {can(ModuleId.AssetEdit, F) && (
        <VerificationMenu assetIds={rows.map((r) => r.Id)} label="Set verification" onChanged={onVerified} />
      )}
      {can(ModuleId.AssetDelete, F) && (
        <Button size="small" variant="outlined" color="error" onClick={() => onDelete(rows)}>
          Delete
        </Button>
      )}
    </>
  );
};
