import { useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from "@mui/material";
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
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { ApiError } from "../../../../lib/http.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
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
  const isMobile = useIsMobile();
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
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
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
      const fields = error instanceof ApiError ? error.fields : [];
      setErrors(
        fields.length > 0
          ? Object.fromEntries(fields.map((f) => [f.field, f.message]))
          : { form: error instanceof Error ? error.message : String(error) },
      );
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isMobile}
      aria-labelledby="link-form-title"
    >
      <DialogTitle id="link-form-title">{link ? "Edit link" : "Create link"}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
          <EndField
            label="From"
            value={fromEnd}
            onChange={changed(setFromEnd)}
            error={errors.FromLocationId}
          />
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
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void handleSave()}
          disabled={create.isPending || update.isPending}
        >
          {link ? "Save changes" : "Create link"}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
