import { useState } from "react";
import { Box, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import {
  AccessRightType,
  CreateCategorySchema,
  ModuleId,
  suggestCategoryCode,
  type CategoryListRow,
} from "@fieldstead/domain";
import { ToolbarButton } from "../toolbar-button.tsx";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { useModuleAccess } from "../../../permissions/hooks/use-module-access.ts";
import { useCreateCategory } from "../../api/create-category.ts";
import { useDeleteCategory } from "../../api/delete-category.ts";
import { getCategoryList } from "../../api/get-category-list.ts";
import { useUpdateCategory } from "../../api/update-category.ts";
import { CATEGORY_COLUMNS } from "./catalogue-columns.ts";
import { RecordDialog, type RecordField, type RecordValues } from "./record-dialog.tsx";

const FIELDS: readonly RecordField[] = [
  { name: "Name", label: "Name", isRequired: true },
  {
    name: "Code",
    label: "Code",
    isRequired: true,
    transform: (v) => v.toUpperCase(),
    helperText: "2 to 8 capital letters or digits: the category's part of asset tags and part numbers.",
  },
  { name: "Description", label: "Description", kind: "multiline" },
  { name: "Domain", label: "Domain" },
  { name: "IsActive", label: "Active", kind: "checkbox" },
];

const valuesOf = (row?: CategoryListRow): RecordValues => ({
  Name: row?.Name ?? "",
  Code: row?.Code ?? "",
  Description: row?.Description ?? "",
  Domain: row?.Domain ?? "",
  IsActive: row?.IsActive ?? true,
});
const toBody = (v: RecordValues) => ({
  Name: String(v.Name),
  Code: String(v.Code),
  Description: String(v.Description) || null,
  Domain: String(v.Domain) || null,
  IsActive: v.IsActive === true,
});

/** /categoryManagement: the asset categories; the role holding Entity Management creates, edits and deletes them. */
export const CategoryManagementPage = () => {
  const { can } = useModuleAccess();
  const canWrite = can(ModuleId.EntityManagement, ModuleId.Admin, AccessRightType.ReadWrite);
  const [editing, setEditing] = useState<CategoryListRow | "new" | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const row = editing === "new" ? undefined : (editing ?? undefined);
  const initial = valuesOf(row);
  const close = () => {
    setEditing(null);
    setReloadKey((n) => n + 1);
  };
  // A new category's code follows its name until the code is typed by hand.
  const suggest = (name: string, next: RecordValues, previous: RecordValues): RecordValues =>
    name === "Name" &&
    row === undefined &&
    (previous.Code === "" || previous.Code === suggestCategoryCode(String(previous.Name)))
      ? { ...next, Code: suggestCategoryCode(String(next.Name)) }
      : next;

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Asset categories" }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Asset categories
      </Typography>
      <DataGrid<CategoryListRow>
        gridId="categoryManagement"
        label="Asset categories"
        columns={CATEGORY_COLUMNS}
        fetchPage={getCategoryList}
        getRowId={(r) => String(r.Id)}
        reloadKey={reloadKey}
        {...(canWrite ? { onRowClick: (r: CategoryListRow) => setEditing(r) } : {})}
        toolbarActions={
          canWrite ? (
            <ToolbarButton
              variant="contained"
              label="Create category"
              icon={<Add />}
              onClick={() => setEditing("new")}
            />
          ) : null
        }
      />
      {editing !== null && (
        <RecordDialog
          title={row ? `Edit ${row.Name}` : "Create category"}
          fields={FIELDS}
          initial={initial}
          toBody={toBody}
          schema={CreateCategorySchema}
          onSave={(body) =>
            row
              ? update.mutateAsync({ ...(body as ReturnType<typeof toBody>), Id: row.Id })
              : create.mutateAsync(body as ReturnType<typeof toBody>)
          }
          {...(row ? { onDelete: () => remove.mutateAsync({ Id: row.Id }) } : {})}
          deleteQuestion={
            row ? `${row.Name} is deleted for good; a category still used by parts is kept.` : undefined
          }
          onValueChange={suggest}
          onClose={close}
        />
      )}
    </Box>
  );
};
