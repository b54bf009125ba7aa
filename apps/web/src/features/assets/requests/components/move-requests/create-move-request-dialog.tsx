import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import { Alert, Box, TextField, Typography } from "@mui/material";
import {
  CreateMoveRequestSchema,
  ModuleId,
  type CreateMoveRequest,
  type CreateMoveRequestInput,
  type LocationOption,
} from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { zodFormResolver } from "../../../../../lib/form-resolver.ts";
import { useModuleAccess } from "../../../../permissions/index.ts";
import { useCreateMoveRequest } from "../../api/create-move-request.ts";
import { DestinationPicker } from "../../../components/form/destination-picker.tsx";
import { moveRequestPath } from "../request-paths.ts";
import { useCreateRequestForm } from "../use-create-request-form.ts";
import { RequestAssetList, type AssetBullet } from "./request-asset-list.tsx";

/** An asset offered for a move: what its bullet shows, and where it stands now. */
export type MoveCandidate = Omit<AssetBullet, "AssetId" | "LocationName"> & {
  Id: number;
  LocationId: number | null;
  LocationName: string | null;
};

export type CreateMoveRequestDialogProps = {
  assets: readonly MoveCandidate[];
  isOpen: boolean;
  /** Called when the dialog is dismissed, and after a request was created (following onCreated). */
  onClose: () => void;
  onCreated: (request: { Id: number; RequestNumber: string }) => void;
};

const resolver = zodFormResolver(CreateMoveRequestSchema);

/** Where the picked assets stand: one place, several, or nowhere. */
const placeOf = (assets: readonly MoveCandidate[]) => {
  const ids = new Set(assets.map((a) => a.LocationId));
  if (ids.size !== 1 || ids.has(null)) return null;
  return { id: assets[0]!.LocationId!, name: assets[0]!.LocationName ?? "" };
};

/** Asks for a move of the given assets to another location (a request awaiting approval). */
export const CreateMoveRequestDialog = ({
  assets,
  isOpen,
  onClose,
  onCreated,
}: CreateMoveRequestDialogProps) => {
  const create = useCreateMoveRequest();
  const { can } = useModuleAccess();
  const [destination, setDestination] = useState<LocationOption | null>(null);
  const from = placeOf(assets);
  const needsBulk = assets.length > 1 && !can(ModuleId.BulkMovement, ModuleId.FixedAssets);
  const { form, dialog } = useCreateRequestForm<CreateMoveRequestInput, CreateMoveRequest>({
    resolver,
    defaultValues: { AssetIds: [], Reason: "" },
    create: (values) => create.mutateAsync(values),
    kind: "Move request",
    pathOf: moveRequestPath,
    fieldOf: (field) => (field === "ToLocationId" || field === "Reason" ? field : null),
    onCreated,
    isOpen,
    onClose,
    onExited: () => setDestination(null),
  });
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  // The picked assets come from the page: the request always carries the ones shown.
  const assetIds = assets.map((a) => a.Id).join(",");
  useEffect(() => {
    if (isOpen) setValue("AssetIds", assetIds ? assetIds.split(",").map(Number) : []);
  }, [isOpen, assetIds, setValue]);

  const cannotMove = from === null || needsBulk || assets.length === 0;
  return (
    <FormDialog
      {...dialog}
      title="Request a move"
      titleId="create-move-request-title"
      hasTopGap={false}
      submitLabel="Request move"
      isSubmitDisabled={cannotMove}
    >
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {assets.length === 1 ? "Asset" : `Assets (${assets.length})`}
        </Typography>
        <Box sx={{ maxHeight: 200, overflowY: "auto" }}>
          <RequestAssetList assets={assets.map((a) => ({ ...a, AssetId: a.Id, LocationName: undefined }))} />
        </Box>
      </Box>
      {from ? (
        <Typography>
          Standing at <strong>{from.name}</strong>
        </Typography>
      ) : (
        assets.length > 0 && (
          <Alert severity="warning">
            The picked assets stand at different locations (or at none): one move request takes assets from
            one location.
          </Alert>
        )
      )}
      {needsBulk && (
        <Alert severity="warning">
          Moving more than one asset at once needs the Bulk Asset Movement permission.
        </Alert>
      )}
      <Controller
        control={control}
        name="ToLocationId"
        render={({ fieldState }) => (
          <DestinationPicker
            label="Move to"
            name="ToLocationId"
            queryKey={["move-destinations", from?.id ?? 0]}
            excludeId={from?.id}
            value={destination}
            onChange={(next) => {
              setDestination(next);
              setValue("ToLocationId", next?.Id as number, { shouldValidate: true });
            }}
            error={fieldState.error?.message}
            helperText="Active locations only"
            isRequired
            isDisabled={cannotMove}
            marksWarehouses
          />
        )}
      />
      <TextField
        {...register("Reason")}
        label="Reason"
        required
        multiline
        minRows={2}
        fullWidth
        disabled={cannotMove}
        error={Boolean(errors.Reason)}
        helperText={errors.Reason?.message ?? "The approver reads this."}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
};
