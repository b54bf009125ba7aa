import { useState } from "react";
import { Navigate } from "react-router";
import { Box } from "@mui/material";
import Add from "@mui/icons-material/Add";
import { AccessRightType, ModuleId, type ClientListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { ToolbarButton } from "../../../../components/grid/toolbar-button.tsx";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { useModuleAccess } from "../../../permissions/index.ts";
import { getClientList } from "../api/get-client-list.ts";
import { useForbidden } from "../hooks/use-forbidden.ts";
import { CLIENT_CARD, CLIENT_COLUMNS } from "./clients/client-columns.tsx";
import { ClientFormDialog } from "./clients/client-form-dialog.tsx";
import { NO_RIGHTS_PATH } from "./setup-paths.ts";

/** The client list's grid: its saved views and column choices are kept under this name. */
export const CLIENT_GRID_ID = "clientServices";

/** Which dialog is open: none, a new client's, or an edit of a client. */
type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; client: ClientListRow };

/**
 * /clientServices: the organisation's billed clients, with 'New client' and a client's edit for those who
 * write billing setup, and each client's way to its charge profile.
 */
export const ClientServicesPage = () => {
  const { can } = useModuleAccess();
  const canWrite = can(ModuleId.Billing, undefined, AccessRightType.ReadWrite);
  const { isForbidden, watch } = useForbidden();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [reloadKey, setReloadKey] = useState(0);
  if (isForbidden) return <Navigate to={NO_RIGHTS_PATH} replace />;

  const close = () => setEditing({ kind: "none" });
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Client Services" }]} />
      <PageHeading spacing={2}>Client Services</PageHeading>
      <DataGrid<ClientListRow, Record<never, never>>
        gridId={CLIENT_GRID_ID}
        label="Clients"
        columns={CLIENT_COLUMNS}
        fetchPage={watch(getClientList)}
        reloadKey={reloadKey}
        getRowId={(row) => String(row.Id)}
        {...(canWrite ? { onRowClick: (client: ClientListRow) => setEditing({ kind: "edit", client }) } : {})}
        card={CLIENT_CARD}
        toolbarActions={
          canWrite ? (
            <ToolbarButton
              variant="contained"
              label="New client"
              icon={<Add />}
              onClick={() => setEditing({ kind: "new" })}
            />
          ) : null
        }
      />
      {editing.kind !== "none" && (
        <ClientFormDialog
          {...(editing.kind === "edit" ? { client: editing.client } : {})}
          onClose={close}
          onSaved={() => {
            close();
            setReloadKey((k) => k + 1);
          }}
        />
      )}
    </Box>
  );
};
