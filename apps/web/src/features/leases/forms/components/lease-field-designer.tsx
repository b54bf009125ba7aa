import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import type { LeaseFormField } from "@fieldstead/domain";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { messageOf, placeRefusal } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useSaveLeaseFormFields } from "../api/save-lease-form-fields.ts";
import {
  checkDrafts,
  draftFieldOfRefusal,
  draftsOf,
  MAX_LEASE_FIELDS,
  moveDraft,
  newDraft,
  savePayloadOf,
  type LeaseFieldDraft,
} from "./lease-field-drafts.ts";
import { LeaseFieldEditor } from "./lease-field-editor.tsx";

export type LeaseFieldDesignerProps = { fields: readonly LeaseFormField[]; canChange: boolean };

/**
 * The lease form's fields in order, edited together and saved as one list: new ones are added, and one
 * removed here is retired on save (it no longer shows on leases).
 */
export const LeaseFieldDesigner = ({ fields, canChange }: LeaseFieldDesignerProps) => {
  const save = useSaveLeaseFormFields();
  const [drafts, setDrafts] = useState(() => draftsOf(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChangesPrompt(isDirty);
  const isReadOnly = !canChange;

  const change = (next: LeaseFieldDraft[]) => {
    setDrafts(next);
    setIsDirty(true);
  };
  const update = (index: number, draft: LeaseFieldDraft) => {
    change(drafts.map((d, i) => (i === index ? draft : d)));
    setErrors(({ [`${draft.key}.Label`]: _l, [`${draft.key}.Options`]: _o, ...rest }) => rest);
  };

  const handleSave = async () => {
    setFormError(null);
    const problems = checkDrafts(drafts);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await save.mutateAsync(savePayloadOf(drafts));
      setIsDirty(false);
      showSnackbar({ message: "The lease form was saved.", severity: "success", durationMs: 5_000 });
    } catch (error) {
      const placed = placeRefusal(
        error,
        (name) => draftFieldOfRefusal(drafts, name),
        (field, message) => setErrors((e) => ({ ...e, [field]: message })),
      );
      if (!placed) setFormError(messageOf(error));
    }
  };

  return (
    <Stack spacing={2}>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {drafts.length === 0 && (
        <Typography sx={{ color: "text.secondary" }}>The lease form has no fields yet.</Typography>
      )}
      <Stack component="ol" aria-label="Lease form fields" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {drafts.map((draft, index) => (
          <LeaseFieldEditor
            key={draft.key}
            draft={draft}
            position={index + 1}
            isFirst={index === 0}
            isLast={index === drafts.length - 1}
            errors={{ Label: errors[`${draft.key}.Label`], Options: errors[`${draft.key}.Options`] }}
            isReadOnly={isReadOnly}
            onChange={(next) => update(index, next)}
            onMove={(by) => change(moveDraft(drafts, index, by))}
            onRemove={() => change(drafts.filter((_, i) => i !== index))}
          />
        ))}
      </Stack>
      {canChange && (
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <Button
            startIcon={<Add />}
            variant="outlined"
            onClick={() => change([...drafts, newDraft()])}
            disabled={drafts.length >= MAX_LEASE_FIELDS}
          >
            Add field
          </Button>
          <Button
            variant="contained"
            onClick={() => void handleSave()}
            loading={save.isPending}
            disabled={!isDirty}
          >
            Save
          </Button>
        </Box>
      )}
    </Stack>
  );
};
