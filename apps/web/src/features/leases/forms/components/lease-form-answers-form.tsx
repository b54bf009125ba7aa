import { useMemo, useState } from "react";
import { Alert, Box, Button, Stack } from "@mui/material";
import type { LeaseFormValuesReply } from "@fieldstead/domain";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { messageOf, placeRefusal } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useLeaseDocuments } from "../api/get-lease-documents.ts";
import { useSaveLeaseFormValues } from "../api/save-lease-form-values.ts";
import { DesignFormLink } from "./design-form-link.tsx";
import {
  answersToSave,
  checkLeaseFormAnswers,
  fieldOfRefusal,
  type LeaseFormAnswers,
} from "./lease-form-checks.ts";
import { LeaseFormFieldInput } from "./lease-form-field-input.tsx";

export type LeaseFormAnswersFormProps = {
  leaseId: number;
  reply: LeaseFormValuesReply;
  canChange: boolean;
};

const answersOf = (reply: LeaseFormValuesReply): LeaseFormAnswers =>
  Object.fromEntries(reply.Fields.map((f) => [String(f.Id), reply.Values[String(f.Id)] ?? ""]));

/** The lease's answers to the extra fields, checked here as the server checks them, then saved together. */
export const LeaseFormAnswersForm = ({ leaseId, reply, canChange }: LeaseFormAnswersFormProps) => {
  const { Fields } = reply;
  const save = useSaveLeaseFormValues(leaseId);
  const hasFileField = Fields.some((f) => f.FieldType === "File");
  const documents = useLeaseDocuments(leaseId, hasFileField);
  const [answers, setAnswers] = useState(() => answersOf(reply));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChangesPrompt(isDirty);
  const documentIds = useMemo(
    () => (documents.data ? new Set(documents.data.map((d) => String(d.DocumentId))) : null),
    [documents.data],
  );

  const handleChange = (fieldId: string, value: string) => {
    setAnswers((a) => ({ ...a, [fieldId]: value }));
    setErrors(({ [fieldId]: _, ...rest }) => rest);
    setIsDirty(true);
  };

  const handleSave = async () => {
    setFormError(null);
    const problems = checkLeaseFormAnswers({ fields: Fields, answers, documentIds });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await save.mutateAsync({ LeaseId: leaseId, Values: answersToSave(Fields, answers) });
      setIsDirty(false);
      showSnackbar({ message: "The lease's form was saved.", severity: "success", durationMs: 5_000 });
    } catch (error) {
      const placed = placeRefusal(
        error,
        (name) => fieldOfRefusal(Fields, name),
        (field, message) => setErrors((e) => ({ ...e, [field]: message })),
      );
      if (!placed) setFormError(messageOf(error));
    }
  };

  return (
    <PaperSection>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-label="Billing form"
        onSubmit={(e) => {
          e.preventDefault();
          void handleSave();
        }}
        sx={{ maxWidth: 640 }}
      >
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {Fields.map((field) => (
          <LeaseFormFieldInput
            key={field.Id}
            leaseId={leaseId}
            field={field}
            value={answers[String(field.Id)] ?? ""}
            error={errors[String(field.Id)]}
            isReadOnly={!canChange}
            documents={documents.data ?? []}
            onChange={(value) => handleChange(String(field.Id), value)}
          />
        ))}
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          {canChange && (
            <Button type="submit" variant="contained" loading={save.isPending}>
              Save
            </Button>
          )}
          {canChange && <DesignFormLink />}
        </Box>
      </Stack>
    </PaperSection>
  );
};
