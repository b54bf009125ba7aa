import {
  AccessRightType,
  CreateManufacturerSchema,
  ModuleId,
  type ManufacturerListRow,
} from "@fieldstead/domain";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useCreateManufacturer } from "../api/create-manufacturer.ts";
import { useDeleteManufacturer } from "../api/delete-manufacturer.ts";
import { getManufacturerList } from "../api/get-manufacturer-list.ts";
import { useUpdateManufacturer } from "../api/update-manufacturer.ts";
import { MANUFACTURER_COLUMNS } from "./catalogue-columns.ts";
import { CatalogueTab } from "./catalogue-tab.tsx";
import type { RecordField, RecordValues } from "./record-dialog.tsx";

const FIELDS: readonly RecordField[] = [
  { name: "Name", label: "Name", isRequired: true },
  { name: "Website", label: "Website", helperText: "https://…" },
];
const valuesOf = (row?: ManufacturerListRow): RecordValues => ({
  Name: row?.Name ?? "",
  Website: row?.Website ?? "",
});
const toBody = (v: RecordValues) => ({ Name: String(v.Name), Website: String(v.Website) || null });

/** Manufacturers: created with Create Manufacturer; changed and deleted under Settings. */
export const ManufacturersTab = () => {
  const { can } = useModuleAccess();
  const create = useCreateManufacturer();
  const update = useUpdateManufacturer();
  const remove = useDeleteManufacturer();
  return (
    <CatalogueTab<ManufacturerListRow, ReturnType<typeof toBody>>
      gridId="AssetConfigurationManagement.manufacturers"
      label="Manufacturers"
      columns={MANUFACTURER_COLUMNS}
      fetchPage={getManufacturerList}
      canCreate={can(ModuleId.ManufacturerCreate, ModuleId.FixedAssets)}
      canEdit={can(ModuleId.Settings, ModuleId.Admin, AccessRightType.ReadWrite)}
      createLabel="Create manufacturer"
      nameOf={(row) => row.Name}
      fields={() => FIELDS}
      valuesOf={valuesOf}
      toBody={toBody}
      schema={CreateManufacturerSchema}
      save={(body, row) => (row ? update.mutateAsync({ ...body, Id: row.Id }) : create.mutateAsync(body))}
      remove={(row) => remove.mutateAsync({ Id: row.Id })}
      deleteQuestion={(row) => `${row.Name} is deleted for good; a manufacturer of parts is kept.`}
    />
  );
};
