import { Box, Typography } from "@mui/material";
import {
  AccessRightType,
  CreateCategorySchema,
  ModuleId,
  suggestCategoryCode,
  type CategoryListRow,
} from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useCreateCategory } from "../api/create-category.ts";
import { useDeleteCategory } from "../api/delete-category.ts";
import { getCategoryList } from "../api/get-category-list.ts";
import { useUpdateCategory } from "../api/update-category.ts";
import { CATEGORY_COLUMNS } from "./catalogue-columns.ts";
import { CatalogueTab } from "./catalogue-tab.tsx";
import type { RecordField, RecordValues } from "./record-dialog.tsx";

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

/** A new category's code follows its name until the code is typed by hand. */
const suggestCode = (
  name: string,
  next: RecordValues,
  previous: RecordValues,
  row: CategoryListRow | undefined,
): RecordValues =>
  name === "Name" &&
  row === undefined &&
  (previous.Code === "" || previous.Code === suggestCategoryCode(String(previous.Name)))
    ? { ...next, Code: suggestCategoryCode(String(next.Name)) }
    : next;

/** /categoryManagement: the asset categories; the role holding Entity Management creates, edits and deletes them. */
export const CategoryManagementPage = () => {
  const { can } = useModuleAccess();
  const canWrite = can(ModuleId.EntityManagement, ModuleId.Admin, AccessRightType.ReadWrite);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Asset categories" }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Asset categories
      </Typography>
      <CatalogueTab<CategoryListRow, ReturnType<typeof toBody>>
        gridId="categoryManagement"
        label="Asset categories"
        columns={CATEGORY_COLUMNS}
        fetchPage={getCategoryList}
        canCreate={canWrite}
        canEdit={canWrite}
        createLabel="Create category"
        nameOf={(row) => row.Name}
        fields={() => FIELDS}
        valuesOf={valuesOf}
        toBody={toBody}
        schema={CreateCategorySchema}
        save={(body, row) => (row ? update.mutateAsync({ ...body, Id: row.Id }) : create.mutateAsync(body))}
        remove={(row) => remove.mutateAsync({ Id: row.Id })}
        deleteQuestion={(row) => `${row.Name} is deleted for good; a category still used by parts is kept.`}
        onValueChange={suggestCode}
      />
    </Box>
  );
};
