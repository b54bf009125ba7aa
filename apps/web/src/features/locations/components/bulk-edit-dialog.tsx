import { useState } from "react";
import { Alert, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from "@mui/material";
import {
  BULK_EDIT_FIELDS,
  LocationBulkUpdateSchema,
  LocationStatus,
  type BulkEditField,
  type LocationListRow,
} from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { issuesByField, refusalByField } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useBulkUpdateLocations } from "../api/bulk-update-locations.ts";

export type BulkEditDialogProps = {
  rows: readonly LocationListRow[];
  /** The role holds Edit Automated Fields: city, state, country and postal code below a site. */
  canEditAutomated: boolean;
  onClose: () => void;
  onSaved: () => void;
};

const LABELS: Record<BulkEditField, string> = {
  Status: "Status",
  City: "City",
  State: "State",
  Country: "Country",
  PostalCode: "Postal code",
  IsWarehouse: "Warehouse",
  Description: "Description",
};
const INHERITED = new Set<BulkEditField>(["City", "State", "Country", "PostalCode"]);
type Values = Record<BulkEditField, string>;

/** Sets the same fields on every picked location: each field changes only when its box is ticked. */
export const BulkEditDialog = ({ rows, canEditAutomated, onClose, onSaved }: BulkEditDialogProps) => {
  const save = useBulkUpdateLocations();
  const [chosen, setChosen] = useState<Set<BulkEditField>>(new Set());
  const [values, setValues] = useState<Values>({
    Status: LocationStatus.Active,
    City: "",
    State: "",
    Country: "",
    PostalCode: "",
    IsWarehouse: "no",
    Description: "",
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const hasChildren = rows.some((r) => r.ParentId !== null);
  const isLocked = (field: BulkEditField) => INHERITED.has(field) && hasChildren && !canEditAutomated;
  useUnsavedChangesPrompt(chosen.size > 0);

  const toggle = (field: BulkEditField, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const handleSave = async () => {
    const body = {
      Ids: rows.map((r) => r.Id),
      ...Object.fromEntries(
        [...chosen].map((f) => [f, f === "IsWarehouse" ? values.IsWarehouse === "yes" : values[f]]),
      ),
    };
    const checked = LocationBulkUpdateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      const reply = await save.mutateAsync(body);
      setChosen(new Set());
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onSaved();
    } catch (error) {
      setErrors(refusalByField(error));
    }
  };

  const input = (field: BulkEditField) => {
    const common = {
      id: `bulk-${field}`,
      label: LABELS[field],
      fullWidth: true,
      disabled: !chosen.has(field),
      error: Boolean(errors[field]),
      helperText: errors[field],
      value: values[field],
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    };
    if (field === "Status" || field === "IsWarehouse")
      return (
        <TextField select {...common}>
          {(field === "Status" ? Object.values(LocationStatus) : ["yes", "no"]).map((v) => (
            <MenuItem key={v} value={v}>
              {v === "yes" ? "Yes" : v === "no" ? "No" : v}
            </MenuItem>
          ))}
        </TextField>
      );
    return <TextField {...common} multiline={field === "Description"} />;
  };

  return (
    <FormDialog
      title={rows.length === 1 ? "Edit 1 location" : `Edit ${rows.length} locations`}
      titleId="bulk-edit-title"
      onClose={onClose}
      isFullScreenOnMobile
      hasDividers
      spacing={2}
      error={errors.form}
      onConfirm={() => void handleSave()}
      submitLabel="Save changes"
      isSubmitDisabled={chosen.size === 0}
      isBusy={save.isPending}
    >
      <Alert severity="info">Tick each field to set; it gets the same value on every chosen location.</Alert>
      {hasChildren && !canEditAutomated ? (
        <Alert severity="warning">
          City, state, country and postal code come from the parent below a site; your role cannot change them
          there.
        </Alert>
      ) : null}
      {BULK_EDIT_FIELDS.map((field) => (
        <Stack key={field} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <FormControlLabel
            sx={{ mt: 1, mr: 0 }}
            control={
              <Checkbox
                checked={chosen.has(field)}
                disabled={isLocked(field)}
                onChange={(e) => toggle(field, e.target.checked)}
                slotProps={{ input: { "aria-label": `Change ${LABELS[field].toLowerCase()}` } }}
              />
            }
            label=""
          />
          {input(field)}
        </Stack>
      ))}
    </FormDialog>
  );
};
