import { useRef, useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import { CAROUSEL_MAX_ENTRIES, BUILT_IN_DASHBOARDS, type CarouselSettingsReply } from "@fieldstead/domain";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { ApiError } from "../../../../lib/http.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useSaveCarouselSettings } from "../api/save-carousel-settings.ts";
import {
  checkEntries,
  isSameList,
  moveEntry,
  toEditable,
  type EditableEntry,
  type EntryErrors,
} from "../../carousel-entries.ts";
import { CarouselEntryRow } from "./carousel-entry-row.tsx";

export const CAROUSEL_SAVED_TEXT = "Carousel saved.";

export type CarouselSettingsEditorProps = { settings: CarouselSettingsReply };

/** The organisation's carousel list: reorder, change, add and remove entries, then Save or Discard changes. */
export const CarouselSettingsEditor = ({ settings }: CarouselSettingsEditorProps) => {
  const saved = toEditable(settings.Entries);
  const [draft, setDraft] = useState<EditableEntry[] | null>(null);
  const [errors, setErrors] = useState<EntryErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const nextKey = useRef(1);
  const save = useSaveCarouselSettings();
  const entries = draft ?? saved;
  const isDirty = draft !== null && !isSameList(draft, saved);
  useUnsavedChangesPrompt(isDirty);
  const builtIns = settings.BuiltIns.length > 0 ? settings.BuiltIns : BUILT_IN_DASHBOARDS;

  const edit = (next: EditableEntry[], clearAll = true) => {
    setDraft(next);
    if (clearAll) setErrors({});
  };
  const handleChange = (index: number, patch: Partial<EditableEntry>) => {
    edit(
      entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)),
      false,
    );
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(`Entries.${index}.`))),
    );
  };
  const handleAdd = () => {
    const used = new Set(entries.map((e) => e.dashboardId));
    const first = builtIns.find((b) => !used.has(String(b.DashboardId))) ?? builtIns[0];
    const entry: EditableEntry = {
      key: `new-${nextKey.current++}`,
      kind: "builtIn",
      dashboardId: first ? String(first.DashboardId) : "",
      title: "",
      url: "",
    };
    edit([...entries, entry]);
  };
  const handleSave = () => {
    setRefusal(null);
    const checked = checkEntries(entries);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.request, {
      onSuccess: () => {
        setDraft(null);
        setErrors({});
        showSnackbar({ message: CAROUSEL_SAVED_TEXT, severity: "success", durationMs: 4_000 });
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : [];
        setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        setRefusal(
          fields.length > 0
            ? "The list was not saved: see the messages beside the fields."
            : messageOf(error),
        );
      },
    });
  };
  const listError = errors.Entries;

  return (
    <>
      {entries.length === 0 ? (
        <Typography sx={{ color: "text.secondary", py: 2 }}>
          The carousel has no dashboards. Add one to start.
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={1.5}
          aria-label="Carousel dashboards"
          sx={{ listStyle: "none", p: 0, m: 0 }}
        >
          {entries.map((entry, index) => (
            <CarouselEntryRow
              key={entry.key}
              entry={entry}
              index={index}
              count={entries.length}
              builtIns={builtIns}
              errors={errors}
              isDisabled={save.isPending}
              onChange={(patch) => handleChange(index, patch)}
              onMove={(by) => edit(moveEntry(entries, index, by))}
              onRemove={() => edit(entries.filter((_, i) => i !== index))}
            />
          ))}
        </Stack>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button
          startIcon={<Add />}
          onClick={handleAdd}
          disabled={save.isPending || entries.length >= CAROUSEL_MAX_ENTRIES}
        >
          Add dashboard
        </Button>
        <Typography variant="caption" sx={{ color: "text.secondary", ml: 1 }}>
          {entries.length} of at most {CAROUSEL_MAX_ENTRIES}
        </Typography>
      </Box>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {(refusal ?? listError) && <Alert severity="error">{listError ?? refusal}</Alert>}
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "flex-end" }}>
          <Typography variant="body2" sx={{ color: "text.secondary", mr: "auto" }} aria-live="polite">
            {isDirty ? "The list has unsaved changes." : "No unsaved changes."}
          </Typography>
          <Button
            onClick={() => {
              setDraft(null);
              setErrors({});
              setRefusal(null);
            }}
            disabled={!isDirty || save.isPending}
          >
            Discard changes
          </Button>
          <Button variant="contained" onClick={handleSave} disabled={!isDirty || save.isPending}>
            Save
          </Button>
        </Stack>
      </Stack>
    </>
  );
};
