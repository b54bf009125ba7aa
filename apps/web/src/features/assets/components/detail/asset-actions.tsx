import { useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Stack } from "@mui/material";
import { AssetStatus, ModuleId, type AssetDetail } from "@fieldstead/domain";
import { confirm } from "../../../../lib/confirm.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useActivateAsset } from "../../api/activate-asset.ts";
import { ASSETS_KEY } from "../../api/asset-keys.ts";
import { useDeactivateAsset } from "../../api/deactivate-asset.ts";
import { useDeleteAsset } from "../../api/delete-asset.ts";
import { moveCandidateOfDetail } from "../asset-move-candidates.ts";
import { assetDetailPath } from "../asset-paths.ts";
import { AssetStatusDialog } from "../asset-status-dialog.tsx";
import { CloneAssetDialog } from "../clone-asset-dialog.tsx";
import { deleteConfirmation } from "../confirm-delete-assets.ts";
import { AssetFormDialog } from "../form/asset-form-dialog.tsx";
import { VerificationMenu } from "../verification-menu.tsx";
import { CreateMoveRequestDialog } from "../../requests/components/move-requests/create-move-request-dialog.tsx";

type Open = "edit" | "status" | "clone" | "move" | null;

const failure = (error: unknown) =>
  confirm({
    title: "This could not be done",
    message: error instanceof Error ? error.message : String(error),
    icon: "error",
    yesLabel: "OK",
  });

/** The asset page's buttons: each shows only when the role holds its operation. */
export const AssetActions = ({ asset }: { asset: AssetDetail }) => {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { can } = useModuleAccess();
  const [open, setOpen] = useState<Open>(null);
  const activate = useActivateAsset();
  const deactivate = useDeactivateAsset();
  const remove = useDeleteAsset();
  const F = ModuleId.FixedAssets;
  const isActive = asset.StatusId === AssetStatus.Active;

  const handleActivation = async () => {
    const verb = isActive ? "Deactivate" : "Activate";
    const { confirmed } = await confirm({
      title: `${verb} ${asset.AssetTag}?`,
      message: isActive ? "The asset becomes Inactive." : "The asset becomes Active.",
      yesLabel: verb,
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await (isActive ? deactivate : activate).mutateAsync({ Ids: [asset.Id] });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
    } catch (error) {
      await failure(error);
    }
  };
  const handleDelete = async () => {
    const { confirmed } = await confirm(
      deleteConfirmation([
        {
          AssetTag: asset.AssetTag,
          Name: asset.Name,
          Category: asset.Category.Name,
          PartNumber: asset.Part?.PartNumber ?? null,
          Model: asset.Part?.PartName ?? null,
          VendorName: asset.Vendor?.Name ?? null,
          Serialized: asset.Serialized,
          SerialNumber: asset.SerialNumber,
          Quantity: asset.Quantity,
        },
      ]),
    );
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync({ Ids: [asset.Id] });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      navigate("/fixedAssetManagement", { replace: true });
    } catch (error) {
      await failure(error);
    }
  };

  const canActivation = isActive ? can(ModuleId.AssetDeactivate, F) : can(ModuleId.AssetActivate, F);
  return (
    <>
      <Stack direction="row" useFlexGap aria-label="Asset actions" sx={{ flexWrap: "wrap", gap: 1 }}>
        {can(ModuleId.AssetEdit, F) && (
          <Button variant="contained" size="small" onClick={() => setOpen("edit")}>
            Edit
          </Button>
        )}
        {can(ModuleId.AssetStatus, F) && (
          <Button variant="outlined" size="small" onClick={() => setOpen("status")}>
            Change status
          </Button>
        )}
        {can(ModuleId.AssetEdit, F) && (
          <VerificationMenu assetIds={[asset.Id]} label="Verification" current={asset.VerificationState} />
        )}
        {canActivation && (
          <Button variant="outlined" size="small" onClick={() => void handleActivation()}>
            {isActive ? "Deactivate" : "Activate"}
          </Button>
        )}
        {can(ModuleId.AssetCreate, F) && asset.Part && (
          <Button variant="outlined" size="small" onClick={() => setOpen("clone")}>
            Clone
          </Button>
        )}
        {can(ModuleId.MoveRequests, F) && !asset.OpenMoveRequest && (
          <Button variant="outlined" size="small" onClick={() => setOpen("move")}>
            Move
          </Button>
        )}
        <Button variant="outlined" size="small" onClick={() => navigate(assetDetailPath(asset.Id, "label"))}>
          Print label
        </Button>
        {can(ModuleId.AssetDelete, F) && (
          <Button variant="outlined" size="small" color="error" onClick={() => void handleDelete()}>
            Delete
          </Button>
        )}
      </Stack>
      {open === "edit" && (
        <AssetFormDialog asset={asset} onClose={() => setOpen(null)} onSaved={() => setOpen(null)} />
      )}
      {open === "status" && (
        <AssetStatusDialog assets={[asset]} onClose={() => setOpen(null)} onChanged={() => setOpen(null)} />
      )}
      {open === "clone" && (
        <CloneAssetDialog
          asset={asset}
          onClose={() => setOpen(null)}
          onCloned={(copy) => {
            setOpen(null);
            navigate(assetDetailPath(copy.Id));
          }}
        />
      )}
      <CreateMoveRequestDialog
        assets={[moveCandidateOfDetail(asset)]}
        isOpen={open === "move"}
        onClose={() => setOpen(null)}
        onCreated={() => void client.invalidateQueries({ queryKey: ASSETS_KEY })}
      />
    </>
  );
};
