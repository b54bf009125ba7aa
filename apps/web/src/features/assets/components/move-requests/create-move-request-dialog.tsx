import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  CreateMoveRequestSchema,
  ModuleId,
  type CreateMoveRequest,
  type CreateMoveRequestInput,
  type LocationOption,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { serverFieldErrors, zodFormResolver } from "../../../../lib/form-resolver.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useModuleAccess } from "../../../permissions/hooks/use-module-access.ts";
import { useCreateMoveRequest } from "../../api/create-move-request.ts";
import { searchMoveDestinations } from "../../api/search-move-destinations.ts";
import { RequestAssetList } from "./request-asset-list.tsx";
import { moveRequestPath } from "./request-paths.ts";

/** An asset offered for a move: what the dialog shows of it and where it stands now. */
export type MoveCandidate = {
  Id: number;
  AssetTag: string;
  Name: string;
  LocationId: number | null;
  LocationName: string | null;
  /** What the asset's tooltip shows ('--' for what is not given). */
  Category?: string | null;
  PartNumber?: string | null;
  PartName?: string | null;
  Vendor?: string | null;
  Serialized?: boolean;
  SerialNumber?: string | null;
  Quantity?: number | null;
};

export type CreateMoveRequestDialogProps = {
  assets: readonly MoveCandidate[];
  isOpen: boolean;
  /** Called when the dialog is dismissed, and after a request was created (following onCreated). */
  onClose: () => void;
  onCreated: (request: { Id: number; RequestNumber: string }) => void;
};

const FIELDS = ["ToLocationId", "Reason", "AssetIds"] as const;
const resolver = zodFormResolver(CreateMoveRequestSchema);
const SNACKBAR_MS = 15_000;

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
  const [formError, setFormError] = useState<string | null>(null);
  const from = placeOf(assets);
  const needsBulk = assets.length > 1 && !can(ModuleId.BulkMovement, ModuleId.FixedAssets);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CreateMoveRequestInput, unknown, CreateMoveRequest>({
    resolver,
    defaultValues: { AssetIds: [], Reason: "" },
  });
  // The picked assets come from the page: the request always carries the ones shown.
  const assetIds = assets.map((a) => a.Id).join(",");
  useEffect(() => {
    if (isOpen) setValue("AssetIds", assetIds ? assetIds.split(",").map(Number) : []);
  }, [isOpen, assetIds, setValue]);

  const handleExited = () => {
    reset();
    setDestination(null);
    setFormError(null);
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await create.mutateAsync(values);
      showSnackbar({
        message: `Move request ${reply.RequestNumber} created: it awaits approval.`,
        severity: "success",
        durationMs: SNACKBAR_MS,
        link: { label: `Open ${reply.RequestNumber}`, to: moveRequestPath(reply.Id) },
      });
      onCreated({ Id: reply.Id, RequestNumber: reply.RequestNumber });
      onClose();
    } catch (error) {
      const named = serverFieldErrors(error, FIELDS).filter((f) => f.field !== "AssetIds");
      named.forEach(({ field, message }) => setError(field, { type: "server", message }));
      if (named.length === 0) setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  const cannotMove = from === null || needsBulk || assets.length === 0;
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="create-move-request-title"
      slotProps={{ transition: { onExited: handleExited } }}
    >
      <Box component="form" noValidate onSubmit={handleSave}>
        <DialogTitle id="create-move-request-title">Request a move</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {assets.length === 1 ? "Asset" : `Assets (${assets.length})`}
              </Typography>
              <Box sx={{ maxHeight: 200, overflowY: "auto" }}>
                <RequestAssetList
                  assets={assets.map((a) => ({ ...a, AssetId: a.Id, LocationName: undefined }))}
                />
              </Box>
            </Box>
            {from ? (
              <Typography>
                Standing at <strong>{from.name}</strong>
              </Typography>
            ) : (
              assets.length > 0 && (
                <Alert severity="warning">
                  The picked assets stand at different locations (or at none): one move request takes assets
                  from one location.
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
                <AsyncAutocomplete<LocationOption>
                  label="Move to"
                  name="ToLocationId"
                  queryKey={["move-destinations", from?.id ?? 0]}
                  fetchOptions={async (search) =>
                    (await searchMoveDestinations(search)).filter((l) => l.Id !== from?.id)
                  }
                  value={destination}
                  onChange={(next) => {
                    setDestination(next);
                    setValue("ToLocationId", next?.Id as number, { shouldValidate: true });
                  }}
                  getOptionLabel={(o) => o.Name}
                  getOptionKey={(o) => o.Id}
                  renderDetail={(o) =>
                    [o.Path || "Site", o.IsWarehouse ? "Warehouse" : null].filter(Boolean).join(" · ")
                  }
                  error={fieldState.error?.message}
                  helperText="Active locations only"
                  isRequired
                  isDisabled={cannotMove}
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={cannotMove}>
            Request move
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
