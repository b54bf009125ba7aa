import { useState } from "react";
import { Alert, Button, Stack, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import type { LocationBulkCreateReply } from "@fieldstead/domain";
import { useReportAfterRelease } from "../../../../components/ui/use-report-after-release.ts";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { ApiError } from "../../../../lib/http.ts";
import { useBulkCreateLocations } from "../../api/bulk-create-locations.ts";
import { BulkLocationTable } from "./bulk-location-table.tsx";
import {
  bulkColumns,
  checkBulkRows,
  emptyBulkRow,
  errorsByRow,
  isBlankRow,
  toBulkRequest,
  type BulkErrors,
  type BulkKey,
  type BulkRow,
} from "./bulk-rows.ts";

export type BulkLocationEditorProps = {
  /** The role may give codes of its own and places other than the parent's. */
  canEditAutomated: boolean;
  onCreated: (reply: LocationBulkCreateReply) => void;
  onCancel: () => void;
};

const START_ROWS = 3;

/** Problems found for the rows sent, moved onto the table's rows (blank rows are not sent). */
const onTable = (errors: BulkErrors, sent: readonly BulkRow[]) =>
  new Map<number, Partial<Record<BulkKey, string>>>(
    [...errors.rows].flatMap(([index, cells]) => {
      const row = sent[index];
      return row ? [[row.key, cells] as const] : [];
    }),
  );

/** The bulk-create table with its buttons: nothing is created unless every row is good. */
export const BulkLocationEditor = ({ canEditAutomated, onCreated, onCancel }: BulkLocationEditorProps) => {
  const [rows, setRows] = useState<BulkRow[]>(() => Array.from({ length: START_ROWS }, emptyBulkRow));
  const [errors, setErrors] = useState<Map<number, Partial<Record<BulkKey, string>>>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<LocationBulkCreateReply | null>(null);
  const create = useBulkCreateLocations();
  const filled = rows.filter((r) => !isBlankRow(r));
  useUnsavedChangesPrompt(filled.length > 0 && created === null);
  useReportAfterRelease(created, onCreated);
  const columns = bulkColumns(canEditAutomated);

  const handleCreate = async () => {
    setFormError(null);
    const checked = checkBulkRows(filled);
    if (checked) {
      setErrors(onTable(checked, filled));
      setFormError(checked.other.join("; ") || "Some rows need attention: nothing was created.");
      return;
    }
    try {
      const reply = await create.mutateAsync(toBulkRequest(filled));
      setErrors(new Map());
      setCreated(reply);
    } catch (error) {
      const found = errorsByRow(error instanceof ApiError ? error.fields : []);
      setErrors(onTable(found, filled));
      const message = error instanceof Error ? error.message : String(error);
      setFormError(
        found.rows.size > 0
          ? "Some rows need attention: nothing was created."
          : found.other.join("; ") || message,
      );
    }
  };

  return (
    <Stack spacing={2}>
      <Typography sx={{ color: "text.secondary" }}>
        One row a location. A row names its parent by code: an existing location&apos;s or an earlier
        row&apos;s. Empty address cells are taken from the parent
        {canEditAutomated ? "; an empty code is generated." : ", and codes are generated."} Paste rows copied
        from a spreadsheet into any cell, in the columns&apos; order.
      </Typography>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <BulkLocationTable rows={rows} columns={columns} errors={errors} onChange={setRows} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1.5, justifyContent: "space-between" }}>
        <Button startIcon={<Add />} onClick={() => setRows((r) => [...r, emptyBulkRow()])}>
          Add row
        </Button>
        <Stack direction="row" spacing={1.5}>
          <Button color="inherit" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={filled.length === 0 || create.isPending || filled.length > 500}
            onClick={() => void handleCreate()}
          >
            {filled.length === 0
              ? "Create locations"
              : filled.length === 1
                ? "Create 1 location"
                : `Create ${filled.length} locations`}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
};
