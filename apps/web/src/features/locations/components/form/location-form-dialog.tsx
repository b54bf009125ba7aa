import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { TextField, Typography } from "@mui/material";
import {
  LocationLevel,
  parentLevelOf,
  PLACE_FIELDS,
  type LocationDetail,
  type LocationLevelId,
} from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { useReportAfterRelease } from "../../../../components/ui/use-report-after-release.ts";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { useFormRefusal } from "../../../../lib/use-form-refusal.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
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
import { LocationLevelFields } from "./location-level-fields.tsx";
import { LocationPlaceFields, type PlaceMode } from "./location-place-fields.tsx";
import { LocationStatusFields } from "./location-status-fields.tsx";

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

/** Creates or edits a location; what the product fills in shows as such unless the role may change it. */
export const LocationFormDialog = ({
  onClose,
  onSaved,
  location,
  defaults,
  canEditAutomated,
}: LocationFormDialogProps) => {
  const isEdit = location !== undefined;
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
  const refusal = useFormRefusal(formFieldOf, (name, message) => setError(name, { type: "server", message }));
  const [saved, setSaved] = useState<LocationDetail | null>(null);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  useUnsavedChangesPrompt(isDirty && saved === null);
  useReportAfterRelease(saved, onSaved);

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

  const handleSave = handleSubmit((values) =>
    refusal.submit(async () => {
      const reply = location
        ? await update.mutateAsync(toUpdateBody(values, initial, location.Id, sendingFor(values.LevelId)))
        : await create.mutateAsync(toCreateBody(values, sendingFor(values.LevelId)));
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      setSaved(reply.Location);
    }),
  );

  return (
    <FormDialog
      title={isEdit ? `Edit ${location.Name}` : "Create location"}
      titleId="location-form-title"
      onClose={onClose}
      discard={{ isDirty, message: "What you typed in this location will be lost." }}
      maxWidth="md"
      isFullScreenOnMobile
      hasDividers
      error={refusal.formError}
      onSubmit={(event) => void handleSave(event)}
      submitLabel={isEdit ? "Save changes" : "Create location"}
      isBusy={isSubmitting}
    >
      <TextField
        {...register("Name")}
        id="location-Name"
        label="Name"
        required
        fullWidth
        error={Boolean(errors.Name)}
        helperText={errors.Name?.message}
      />
      <LocationLevelFields
        control={control}
        levelId={levelId}
        onLevelChange={handleLevelChange}
        errors={errors}
        {...(location ? { excludeId: location.Id } : {})}
      />
      <LocationCodeField
        isEdit={isEdit}
        canEdit={canEditAutomated}
        code={location?.Code ?? ""}
        register={register}
        error={errors.Code?.message}
      />
      <LocationStatusFields control={control} />
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
    </FormDialog>
  );
};
