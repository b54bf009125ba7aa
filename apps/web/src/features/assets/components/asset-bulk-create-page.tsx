import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import ContentPasteOutlined from "@mui/icons-material/ContentPasteOutlined";
import { ASSET_BATCH_MAX, ImportKind, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { useReportAfterRelease } from "../../../components/ui/use-report-after-release.ts";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { ApiError } from "../../../lib/http.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { ImportFileSection } from "../../imports/index.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useBulkCreateAssets } from "../api/bulk-create-assets.ts";
import { useVendorOptions } from "../catalogue/api/get-vendor-list.ts";
import { BulkRowEditor } from "./bulk/bulk-row-editor.tsx";
import {
  bulkErrorsFromFields,
  checkBulkRows,
  emptyBulkRow,
  parsePastedRows,
  type BulkErrors,
  type BulkRow,
} from "./bulk/bulk-rows.ts";
import { PasteRowsDialog } from "./bulk/paste-rows-dialog.tsx";
import { toAssetInput } from "./form/asset-form.ts";
import { resolvePastedRows } from "./bulk/resolve-pasted-rows.ts";
import { FixedAssetSections } from "./fixed-asset-sections.tsx";

const isBlank = (row: BulkRow) =>
  !row.Part && !row.Location && !row.SerialNumber && !row.Name && !row.PurchaseDate && !row.PurchaseCost;

/** /fixedAssetManagement/bulkCreate: up to 500 assets typed or pasted in; all are created, or none. */
export const AssetBulkCreatePage = () => {
  const navigate = useNavigate();
  const { can, isLoading } = useModuleAccess();
  const vendors = useVendorOptions();
  const create = useBulkCreateAssets();
  const [rows, setRows] = useState<BulkRow[]>(() => [emptyBulkRow()]);
  const [errors, setErrors] = useState<BulkErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPasting, setIsPasting] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const isDirty = rows.some((row) => !isBlank(row));
  useUnsavedChangesPrompt(isDirty && !create.isPending && !isDone);
  // Back to the list once the guard above has let go.
  useReportAfterRelease(isDone || null, () => navigate("/fixedAssetManagement"));

  const change = (index: number, patch: Partial<BulkRow>) => {
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors((all) => {
      const rowErrors = { ...all[index] };
      for (const key of Object.keys(patch)) delete rowErrors[key as keyof typeof rowErrors];
      return { ...all, [index]: rowErrors };
    });
  };
  const remove = (index: number) => {
    setRows((list) => list.filter((_, i) => i !== index));
    setErrors({});
  };

  const handlePaste = async (text: string): Promise<string | null> => {
    const pasted = parsePastedRows(text);
    if (pasted.length === 0)
      return "No rows were found: each line needs at least a part number and a location code.";
    const kept = rows.filter((row) => !isBlank(row));
    if (kept.length + pasted.length > ASSET_BATCH_MAX) return `At most ${ASSET_BATCH_MAX} assets at once.`;
    const resolved = await resolvePastedRows(pasted, vendors.data ?? [], kept.length);
    setRows([...kept, ...resolved.rows]);
    setErrors(resolved.errors);
    return null;
  };

  const handleCreate = async () => {
    setFormError(null);
    const found = checkBulkRows(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError("Nothing was created: correct the rows marked below.");
      return;
    }
    try {
      const reply = await create.mutateAsync({ Assets: rows.map(toAssetInput) });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 8_000 });
      setIsDone(true);
    } catch (error) {
      const byRow = error instanceof ApiError ? bulkErrorsFromFields(error.fields) : {};
      setErrors(byRow);
      setFormError(
        Object.keys(byRow).length > 0
          ? "Nothing was created: correct the rows marked below."
          : error instanceof Error
            ? error.message
            : String(error),
      );
    }
  };

  if (!isLoading && !can(ModuleId.AssetBulkCreate, ModuleId.FixedAssets))
    return <Alert severity="warning">Your role may not create assets in bulk.</Alert>;
  const problemRows = Object.entries(errors).filter(([, e]) => Object.keys(e).length > 0).length;
  return (
    <Box sx={{ minWidth: 0 }}>
      <FixedAssetSections />
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Fixed Assets", to: "/fixedAssetManagement" },
          { kind: "text", label: "Bulk create" },
        ]}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mr: "auto" }}>
          Bulk create assets
        </Typography>
        <Button variant="outlined" startIcon={<ContentPasteOutlined />} onClick={() => setIsPasting(true)}>
          Paste rows
        </Button>
      </Stack>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
          {problemRows > 0 ? ` (${problemRows} ${problemRows === 1 ? "row" : "rows"})` : ""}
        </Alert>
      )}
      <Stack component="ol" spacing={1.5} aria-label="Assets to create" sx={{ m: 0, p: 0 }}>
        {rows.map((row, index) => (
          <BulkRowEditor
            key={row.key}
            index={index}
            row={row}
            errors={errors[index]}
            onChange={(patch) => change(index, patch)}
            onRemove={rows.length > 1 ? () => remove(index) : null}
          />
        ))}
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1.5, mt: 2 }}>
        <Button
          startIcon={<Add />}
          disabled={rows.length >= ASSET_BATCH_MAX}
          onClick={() => setRows((list) => [...list, emptyBulkRow()])}
        >
          Add row
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button color="inherit" onClick={() => navigate("/fixedAssetManagement")}>
          Cancel
        </Button>
        <Button variant="contained" disabled={create.isPending} onClick={() => void handleCreate()}>
          Create {rows.length === 1 ? "1 asset" : `${rows.length} assets`}
        </Button>
      </Stack>
      <Box sx={{ mt: 3 }}>
        <ImportFileSection kind={ImportKind.Assets} onImported={() => undefined} />
      </Box>
      {isPasting && <PasteRowsDialog onClose={() => setIsPasting(false)} onPaste={handlePaste} />}
    </Box>
  );
};
