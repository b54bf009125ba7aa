import { useState } from "react";
import { MenuItem, TextField } from "@mui/material";
import {
  LinkCreateSchema,
  LinkUpdateSchema,
  LocationLinkType,
  LOCATION_LEVEL_LABELS,
  type LinkListRow,
  type LocationLinkTypeValue,
  type LocationOption,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { issuesByField, refusalByField } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useCreateLink } from "../../api/create-link.ts";
import { searchLocations } from "../../api/search-locations.ts";
import { useUpdateLink } from "../../api/update-link.ts";

export type LinkFormDialogProps = {
  /** The link to edit; absent: a new one. */
  link?: LinkListRow;
  /** A new link's first end (the location whose page it is made on). */
  from?: LocationOption;
  onClose: () => void;
  onSaved: () => void;
};

const endOf = (id: number, code: string, name: string): LocationOption => ({
  Id: id,
  Code: code,
  Name: name,
  LevelId: 1,
  Path: "",
  IsWarehouse: false,
  Status: "Active",
});

const EndField = (props: {
  label: string;
  value: LocationOption | null;
  onChange: (v: LocationOption | null) => void;
  error?: string | undefined;
}) => (
  <AsyncAutocomplete<LocationOption>
    {...props}
    name={props.label}
    queryKey={["locations", "link-ends"]}
    fetchOptions={(search) => searchLocations({ Search: search, Limit: 20 })}
    getOptionLabel={(o) => `${o.Name} (${o.Code})`}
    getOptionKey={(o) => o.Id}
    renderDetail={(o) => o.Path || LOCATION_LEVEL_LABELS[o.LevelId]}
    isRequired
  />
);

/** Links two locations (a fibre route, a power feed …), or changes a link. */
export const LinkFormDialog = ({ link, from, onClose, onSaved }: LinkFormDialogProps) => {
  const create = useCreateLink();
  const update = useUpdateLink();
  const [fromEnd, setFromEnd] = useState<LocationOption | null>(
    link ? endOf(link.FromLocationId, link.FromCode, link.FromName) : (from ?? null),
  );
  const [toEnd, setToEnd] = useState<LocationOption | null>(
    link ? endOf(link.ToLocationId, link.ToCode, link.ToName) : null,
  );
  const [linkType, setLinkType] = useState<LocationLinkTypeValue>(link?.LinkType ?? LocationLinkType.Fiber);
  const [description, setDescription] = useState(link?.Description ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChangesPrompt(isDirty);
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setIsDirty(true);
    };

  const handleSave = async () => {
    const body = {
      FromLocationId: fromEnd?.Id,
      ToLocationId: toEnd?.Id,
      LinkType: linkType,
      Description: description,
    };
    const checked = link
      ? LinkUpdateSchema.safeParse({ Id: link.Id, ...body })
      : LinkCreateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      const reply = link
        ? await update.mutateAsync({ Id: link.Id, ...body })
        : await create.mutateAsync(checked.data as never);
      setIsDirty(false);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onSaved();
    } catch (error) {
      setErrors(refusalByField(error));
    }
  };

  return (
    <FormDialog
      title={link ? "Edit link" : "Create link"}
      titleId="link-form-title"
      onClose={onClose}
      isFullScreenOnMobile
      hasDividers
      error={errors.form}
      onConfirm={() => void handleSave()}
      submitLabel={link ? "Save changes" : "Create link"}
      isBusy={create.isPending || update.isPending}
    >
      <EndField label="From" value={fromEnd} onChange={changed(setFromEnd)} error={errors.FromLocationId} />
      <EndField label="To" value={toEnd} onChange={changed(setToEnd)} error={errors.ToLocationId} />
      <TextField
        select
        label="Type"
        value={linkType}
        onChange={(e) => changed(setLinkType)(e.target.value as LocationLinkTypeValue)}
        error={Boolean(errors.LinkType)}
        helperText={errors.LinkType}
      >
        {Object.values(LocationLinkType).map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Description"
        value={description}
        onChange={(e) => changed(setDescription)(e.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.Description)}
        helperText={errors.Description}
      />
    </FormDialog>
  );
};
