import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  LocationLevel,
  LocationStatus,
  LOCATION_LEVEL_LABELS,
  parentLevelOf,
  PLACE_FIELDS,
  type LocationDetail,
  type LocationLevelId,
} from "@fieldstead/domain";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { confirm } from "../../../../lib/confirm.ts";
import { ApiError } from "../../../../lib/http.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { useCreateLocation } from "../../api/create-location.ts";
import { locationQuery } from "../../api/get-location.ts";
import { useUpdateLocation } from "../../api/update-location.ts";
import { LocationCodeField } from "./location-code-field.tsx";
import {
  emptyLocationForm,
  formFieldOf,
  locationFormResolver,
  locationFormValues,
  placeValues,
  toCreateBody,
  toUpdateBody,
  type FormSending,
  type LocationFormValues,
} from "./location-form.ts";
import { LocationParentField } from "./location-parent-field.tsx";
import { LocationPlaceFields, type PlaceMode } from "./location-place-fields.tsx";

export type LocationFormDialogProps = {
  onClose: () => void;
  onSaved: (location: LocationDetail) => void;
  /** The location to edit; absent: a new one. */
  location?: LocationDetail;
  /** A new location's starting values (a sub-location: its level and parent). */
  defaults?: Partial<LocationFormValues>;
  /** Whether the role holds Edit Automated Fields (its own code, a place other than the parent's). */
  canEditAutomated: boolean;
};

const LEVELS = Object.values(LocationLevel) as LocationLevelId[];

/** Creates or edits a location; what the product fills in shows as such unless the role may change it. */
export const LocationFormDialog = ({
  onClose,
  onSaved,
  location,
  defaults,
  canEditAutomated,
}: LocationFormDialogProps) => {
  const isEdit = location !== undefined;
  const isMobile = useIsMobile();
  const initial = useMemo(
    () => (location ? locationFormValues(location) : emptyLocationForm(defaults)),
    [location, defaults],
  );
  const sendingFor = (levelId: LocationLevelId): FormSending => ({
    place: levelId === LocationLevel.Site || canEditAutomated,
    code: canEditAutomated,
  });
  const build = (values: LocationFormValues) =>
    location
      ? toUpdateBody(values, initial, location.Id, sendingFor(values.LevelId))
      : toCreateBody(values, sendingFor(values.LevelId));
  const form = useForm<LocationFormValues>({
    defaultValues: initial,
    resolver: locationFormResolver(build, isEdit),
    mode: "onTouched",
  });
  const { register, control, handleSubmit, setValue, setError, watch, getFieldState, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<LocationDetail | null>(null);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  useUnsavedChangesPrompt(isDirty && saved === null);
  // Reported once the unsaved-changes hold is released, so a page change after saving is not asked about.
  const isReported = useRef(false);
  useEffect(() => {
    if (saved === null || isReported.current) return;
    isReported.current = true;
    onSaved(saved);
  }, [saved, onSaved]);

  const levelId = watch("LevelId");
  const parent = watch("Parent");
  const placeMode: PlaceMode =
    levelId === LocationLevel.Site ? "own" : canEditAutomated ? "inherited-editable" : "inherited";
  // A new location takes its parent's place: read the parent once picked.
  const parentDetail = useQuery({ ...locationQuery(parent?.Id ?? 0), enabled: !isEdit && parent !== null });
  useEffect(() => {
    if (isEdit || !parentDetail.data || parentDetail.data.Id !== parent?.Id) return;
    const inherited = placeValues(parentDetail.data);
    for (const field of PLACE_FIELDS)
      if (placeMode === "inherited" || !getFieldState(field).isDirty)
        setValue(field, inherited[field], { shouldDirty: false });
  }, [isEdit, parentDetail.data, parent?.Id, placeMode, setValue, getFieldState]);

  const handleLevelChange = (next: LocationLevelId) => {
    setValue("LevelId", next, { shouldDirty: true });
    const current = form.getValues("Parent");
    if (current && current.LevelId !== parentLevelOf(next)) setValue("Parent", null, { shouldDirty: true });
  };

  const handleClose = async () => {
    if (isDirty) {
      const { confirmed } = await confirm({
        title: "Discard changes?",
        message: "What you typed in this location will be lost.",
        icon: "warning",
        yesLabel: "Discard",
        noLabel: "Keep editing",
      });
      if (!confirmed) return;
    }
    onClose();
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = location
        ? await update.mutateAsync(toUpdateBody(values, initial, location.Id, sendingFor(values.LevelId)))
        : await create.mutateAsync(toCreateBody(values, sendingFor(values.LevelId)));
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      setSaved(reply.Location);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      let placed = 0;
      for (const problem of fields) {
        const name = formFieldOf(problem.field);
        if (name === null) continue;
        setError(name, { type: "server", message: problem.message });
        placed += 1;
      }
      if (placed === 0) setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  const title = isEdit ? `Edit ${location.Name}` : "Create location";
  return (
    <Dialog
      open
      onClose={() => void handleClose()}
      fullWidth
      maxWidth="md"
      fullScreen={isMobile}
      aria-labelledby="location-form-title"
    >
      <DialogTitle id="location-form-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="location-form" noValidate spacing={2.5} onSubmit={handleSave}>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextField
            {...register("Name")}
            id="location-Name"
            label="Name"
            required
            fullWidth
            error={Boolean(errors.Name)}
            helperText={errors.Name?.message}
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              select
              id="location-LevelId"
              label="Level"
              value={levelId}
              onChange={(e) => handleLevelChange(Number(e.target.value) as LocationLevelId)}
              error={Boolean(errors.LevelId)}
              helperText={errors.LevelId?.message}
              sx={{ minWidth: { sm: 180 } }}
            >
              {LEVELS.map((l) => (
                <MenuItem key={l} value={l}>
                  {LOCATION_LEVEL_LABELS[l]}
                </MenuItem>
              ))}
            </TextField>
            <Controller
              control={control}
              name="Parent"
              render={({ field }) => (
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <LocationParentField
                    levelId={levelId}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    error={errors.Parent?.message}
                    {...(location ? { excludeId: location.Id } : {})}
                  />
                </Stack>
              )}
            />
          </Stack>
          <LocationCodeField
            isEdit={isEdit}
            canEdit={canEditAutomated}
            code={location?.Code ?? ""}
            register={register}
            error={errors.Code?.message}
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <Controller
              control={control}
              name="Status"
              render={({ field }) => (
                <TextField
                  select
                  id="location-Status"
                  label="Status"
                  {...field}
                  sx={{ minWidth: { sm: 180 } }}
                >
                  {Object.values(LocationStatus).map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="IsWarehouse"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="Warehouse (what stands here is stock)"
                />
              )}
            />
          </Stack>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Address and coordinates
          </Typography>
          <LocationPlaceFields
            mode={placeMode}
            control={control}
            errors={errors}
            parentName={parent?.Name ?? location?.ParentName ?? null}
            isLoadingParent={!isEdit && parent !== null && parentDetail.isPending}
          />
          <TextField
            {...register("Description")}
            id="location-Description"
            label="Description"
            multiline
            minRows={2}
            fullWidth
            error={Boolean(errors.Description)}
            helperText={errors.Description?.message}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={() => void handleClose()}>
          Cancel
        </Button>
        <Button type="submit" form="location-form" variant="contained" disabled={isSubmitting}>
          {isEdit ? "Save changes" : "Create location"}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
