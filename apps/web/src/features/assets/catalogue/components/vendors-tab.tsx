import { AccessRightType, ModuleId, PersistVendorSchema, type VendorListRow } from "@fieldstead/domain";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useDeleteVendor } from "../api/delete-vendor.ts";
import { getVendorList } from "../api/get-vendor-list.ts";
import { usePersistVendor } from "../api/persist-vendor.ts";
import { VENDOR_COLUMNS } from "./catalogue-columns.ts";
import { CatalogueTab } from "./catalogue-tab.tsx";
import type { RecordField, RecordValues } from "./record-dialog.tsx";

const FIELDS: readonly RecordField[] = [
  { name: "Name", label: "Name", isRequired: true },
  { name: "ContactName", label: "Contact name" },
  { name: "Email", label: "E-mail" },
  { name: "Phone", label: "Phone", helperText: "Digits with + ( ) -, no spaces" },
  { name: "Website", label: "Website", helperText: "https://…" },
  { name: "IsActive", label: "Active", kind: "checkbox" },
];
const valuesOf = (row?: VendorListRow): RecordValues => ({
  Name: row?.Name ?? "",
  ContactName: row?.ContactName ?? "",
  Email: row?.Email ?? "",
  Phone: row?.Phone ?? "",
  Website: row?.Website ?? "",
  IsActive: row?.IsActive ?? true,
});
const toBody = (v: RecordValues) => ({
  Name: String(v.Name),
  ContactName: String(v.ContactName) || null,
  Email: String(v.Email) || null,
  Phone: String(v.Phone) || null,
  Website: String(v.Website) || null,
  IsActive: v.IsActive === true,
});

/** Vendors the organisation buys from; kept with one call that creates or updates (PersistVendor). */
export const VendorsTab = () => {
  const { can } = useModuleAccess();
  const canWrite = can(ModuleId.Settings, ModuleId.Admin, AccessRightType.ReadWrite);
  const persist = usePersistVendor();
  const remove = useDeleteVendor();
  return (
    <CatalogueTab<VendorListRow, ReturnType<typeof toBody>>
      gridId="AssetConfigurationManagement.vendors"
      label="Vendors"
      columns={VENDOR_COLUMNS}
      fetchPage={getVendorList}
      canCreate={canWrite}
      canEdit={canWrite}
      createLabel="Create vendor"
      nameOf={(row) => row.Name}
      fields={() => FIELDS}
      valuesOf={valuesOf}
      toBody={toBody}
      schema={PersistVendorSchema}
      save={(body, row) => persist.mutateAsync({ ...(row ? { Id: row.Id } : {}), ...body })}
      remove={(row) => remove.mutateAsync({ Id: row.Id })}
      deleteQuestion={(row) => `${row.Name} is deleted for good; a vendor named on assets is kept.`}
    />
  );
};
