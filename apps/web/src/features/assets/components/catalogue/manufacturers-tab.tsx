import { useState } from "react";
import Add from "@mui/icons-material/Add";
import {
  AccessRightType,
  CreateManufacturerSchema,
  ModuleId,
  type ManufacturerListRow,
} from "@fieldstead/domain";
import { ToolbarButton } from "../toolbar-button.tsx";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { useModuleAccess } from "../../../permissions/hooks/use-module-access.ts";
import { useCreateManufacturer } from "../../api/create-manufacturer.ts";
import { useDeleteManufacturer } from "../../api/delete-manufacturer.ts";
import { getManufacturerList } from "../../api/get-manufacturer-list.ts";
import { useUpdateManufacturer } from "../../api/update-manufacturer.ts";
import { MANUFACTURER_COLUMNS } from "./catalogue-columns.ts";
import { RecordDialog, type RecordField, type RecordValues } from "./record-dialog.tsx";

const FIELDS: readonly RecordField[] = [
  { name: "Name", label: "Name", isRequired: true },
  { name: "Website", label: "Website", helperText: "https://…" },
];
const toBody = (v: RecordValues) => ({ Name: String(v.Name), Website: String(v.Website) || null });

/** Manufacturers: created with Create Manufacturer; changed and deleted under Settings. */
export const ManufacturersTab = () => {
  const { can } = useModuleAccess();
  const canCreate = can(ModuleId.ManufacturerCreate, ModuleId.FixedAssets);
  const canWrite = can(ModuleId.Settings, ModuleId.Admin, AccessRightType.ReadWrite);
  const [editing, setEditing] = useState<ManufacturerListRow | "new" | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const create = useCreateManufacturer();
  const update = useUpdateManufacturer();
  const remove = useDeleteManufacturer();
  const row = editing === "new" ? undefined : (editing ?? undefined);
  return (
    <>
      <DataGrid<ManufacturerListRow>
        gridId="AssetConfigurationManagement.manufacturers"
        label="Manufacturers"
        columns={MANUFACTURER_COLUMNS}
        fetchPage={getManufacturerList}
        getRowId={(r) => String(r.Id)}
        reloadKey={reloadKey}
        {...(canWrite ? { onRowClick: (r: ManufacturerListRow) => setEditing(r) } : {})}
        toolbarActions={
          canCreate ? (
            <ToolbarButton
              variant="contained"
              label="Create manufacturer"
              icon={<Add />}
              onClick={() => setEditing("new")}
            />
          ) : null
        }
      />
      {editing !== null && (
        <RecordDialog
          title={row ? `Edit ${row.Name}` : "Create manufacturer"}
          fields={FIELDS}
          initial={{ Name: row?.Name ?? "", Website: row?.Website ?? "" }}
          toBody={toBody}
          schema={CreateManufacturerSchema}
          onSave={(body) =>
            row
              ? update.mutateAsync({ ...(body as ReturnType<typeof toBody>), Id: row.Id })
              : create.mutateAsync(body as ReturnType<typeof toBody>)
          }
          {...(row ? { onDelete: () => remove.mutateAsync({ Id: row.Id }) } : {})}
          deleteQuestion={
            row ? `${row.Name} is deleted for good; a manufacturer of parts is kept.` : undefined
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
