import {
  AccessRightType,
  CreatePartConfigurationSchema,
  ModuleId,
  type PartListRow,
} from "@fieldstead/domain";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useCreatePart } from "../api/create-part.ts";
import { useDeletePart } from "../api/delete-part.ts";
import { useGeneratePartNumber } from "../api/generate-part-number.ts";
import { getPartList } from "../api/get-part-list.ts";
import { useUpdatePart } from "../api/update-part.ts";
import { PART_COLUMNS } from "./catalogue-columns.ts";
import { useCatalogueOptions } from "./catalogue-options.ts";
import { CatalogueTab } from "./catalogue-tab.tsx";
import type { RecordField, RecordValues } from "./record-dialog.tsx";

const valuesOf = (row?: PartListRow): RecordValues => ({
  PartNumber: row?.PartNumber ?? "",
  PartName: row?.PartName ?? "",
  CategoryId: row ? String(row.CategoryId) : "",
  ManufacturerId: row?.ManufacturerId ? String(row.ManufacturerId) : "",
  Serialized: row?.Serialized ?? true,
  Description: row?.Description ?? "",
  AssetLabel: row?.AssetLabel ?? "",
  Domain: row?.Domain ?? "",
  IsActive: row?.IsActive ?? true,
});
const toBody = (v: RecordValues) => ({
  PartNumber: String(v.PartNumber),
  PartName: String(v.PartName),
  CategoryId: Number(v.CategoryId),
  ManufacturerId: v.ManufacturerId ? Number(v.ManufacturerId) : null,
  Serialized: v.Serialized === true,
  Description: String(v.Description) || null,
  AssetLabel: String(v.AssetLabel) || null,
  Domain: String(v.Domain) || null,
  IsActive: v.IsActive === true,
});

/** Parts: the parts configuration, each part number an asset can be one of. */
export const PartsTab = () => {
  const { can } = useModuleAccess();
  const canWrite = can(ModuleId.Settings, ModuleId.Admin, AccessRightType.ReadWrite);
  const canGenerate = can(ModuleId.PartNumberGeneration, ModuleId.FixedAssets);
  const options = useCatalogueOptions();
  const create = useCreatePart();
  const update = useUpdatePart();
  const remove = useDeletePart();
  const generate = useGeneratePartNumber();

  const fields = (row: PartListRow | undefined): RecordField[] => [
    { name: "CategoryId", label: "Category", kind: "select", options: options.categories, isRequired: true },
    {
      name: "PartNumber",
      label: "Part number",
      isRequired: true,
      ...(canGenerate
        ? {
            action: {
              label: "Generate part number",
              run: async (values: RecordValues) => {
                if (!values.CategoryId)
                  throw new Error("Pick the category first: the number follows its code.");
                return (await generate.mutateAsync({ CategoryId: Number(values.CategoryId) })).PartNumber;
              },
            },
          }
        : {}),
    },
    { name: "PartName", label: "Part name", isRequired: true },
    { name: "ManufacturerId", label: "Manufacturer", kind: "select", options: options.manufacturers },
    {
      name: "Serialized",
      label: "Serialized (tracked by serial number; otherwise a consumable kept by quantity)",
      kind: "checkbox",
      // A part with assets keeps how it is tracked.
      isDisabled: (row?.AssetCount ?? 0) > 0,
    },
    { name: "Description", label: "Description", kind: "multiline" },
    { name: "AssetLabel", label: "Asset label" },
    { name: "Domain", label: "Domain" },
    { name: "IsActive", label: "Active (takes new assets)", kind: "checkbox" },
  ];

  return (
    <CatalogueTab<PartListRow, ReturnType<typeof toBody>>
      gridId="AssetConfigurationManagement.parts"
      label="Parts"
      columns={PART_COLUMNS}
      fetchPage={getPartList}
      canCreate={canWrite}
      canEdit={canWrite}
      createLabel="Create part"
      nameOf={(row) => row.PartNumber}
      fields={fields}
      valuesOf={valuesOf}
      toBody={toBody}
      schema={CreatePartConfigurationSchema}
      save={(body, row) => (row ? update.mutateAsync({ ...body, Id: row.Id }) : create.mutateAsync(body))}
      remove={(row) => remove.mutateAsync({ Id: row.Id })}
      deleteQuestion={(row) =>
        `${row.PartNumber} is deleted for good. A part with assets is kept: deactivate it instead.`
      }
    />
  );
};
