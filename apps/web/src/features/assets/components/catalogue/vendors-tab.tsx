import { useState } from "react";
import Add from "@mui/icons-material/Add";
import { AccessRightType, ModuleId, PersistVendorSchema, type VendorListRow } from "@fieldstead/domain";
import { ToolbarButton } from "../toolbar-button.tsx";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { useModuleAccess } from "../../../permissions/hooks/use-module-access.ts";
import { useDeleteVendor } from "../../api/delete-vendor.ts";
import { getVendorList } from "../../api/get-vendor-list.ts";
import { usePersistVendor } from "../../api/persist-vendor.ts";
import { VENDOR_COLUMNS } from "./catalogue-columns.ts";
import { RecordDialog, type RecordField, type RecordValues } from "./record-dialog.tsx";

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

/** Vendors the organisation buys from; kept with one call that creates or updates (PersistVendor). */
export const VendorsTab = () => {
  const { can } = useModuleAccess();
  const canWrite = can(ModuleId.Settings, ModuleId.Admin, AccessRightType.ReadWrite);
  const [editing, setEditing] = useState<VendorListRow | "new" | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const persist = usePersistVendor();
  const remove = useDeleteVendor();
  const row = editing === "new" ? undefined : (editing ?? undefined);
  const toBody = (v: RecordValues) => ({
    ...(row ? { Id: row.Id } : {}),
    Name: String(v.Name),
    ContactName: String(v.ContactName) || null,
    Email: String(v.Email) || null,
    Phone: String(v.Phone) || null,
    Website: String(v.Website) || null,
    IsActive: v.IsActive === true,
  });
  return (
    <>
      <DataGrid<VendorListRow>
        gridId="AssetConfigurationManagement.vendors"
        label="Vendors"
        columns={VENDOR_COLUMNS}
        fetchPage={getVendorList}
        getRowId={(r) => String(r.Id)}
        reloadKey={reloadKey}
        {...(canWrite ? { onRowClick: (r: VendorListRow) => setEditing(r) } : {})}
        toolbarActions={
          canWrite ? (
            <ToolbarButton
              variant="contained"
              label="Create vendor"
              icon={<Add />}
              onClick={() => setEditing("new")}
            />
          ) : null
        }
      />
      {editing !== null && (
        <RecordDialog
          title={row ? `Edit ${row.Name}` : "Create vendor"}
          fields={FIELDS}
          initial={valuesOf(row)}
          toBody={toBody}
          schema={PersistVendorSchema}
          onSave={(body) => persist.mutateAsync(body as ReturnType<typeof toBody>)}
          {...(row ? { onDelete: () => remove.mutateAsync({ Id: row.Id }) } : {})}
          deleteQuestion={
            row ? `${row.Name} is deleted for good; a vendor named on assets is kept.` : undefined
          }
          onClose={() => {
            setEditing(null);
            setReloadKey((n) => n + 1);
          }}
        />
      )}
    </>
  );
};
