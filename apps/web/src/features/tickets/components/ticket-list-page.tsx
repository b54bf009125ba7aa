import { useState } from "react";
import { useNavigate } from "react-router";
import { Box } from "@mui/material";
import Add from "@mui/icons-material/Add";
import { ExportKind, ModuleId, type TicketListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { ToolbarButton } from "../../../components/grid/toolbar-button.tsx";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { useReportAfterRelease } from "../../../components/ui/use-report-after-release.ts";
import { ExportButton } from "../../exports/index.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { getTicketList } from "../api/get-ticket-list.ts";
import { TICKET_CARD, TICKET_COLUMNS } from "./ticket-columns.tsx";
import { TicketFormDialog } from "./ticket-form-dialog.tsx";
import { ticketDetailPath } from "./ticket-paths.ts";

/** /ticketModuling (and /workOrders): the organisation's tickets, with 'New ticket' for those who report them. */
export const TicketListPage = () => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  const [isCreating, setIsCreating] = useState(false);
  // A new ticket opens once its dialog has closed (and let go of its unsaved-changes guard).
  const [createdId, setCreatedId] = useState<number | null>(null);
  useReportAfterRelease(createdId, (id) => navigate(ticketDetailPath(id)));

  const toolbarActions = can(ModuleId.TicketCreate, ModuleId.WorkOrders) ? (
    <ToolbarButton
      variant="contained"
      label="New ticket"
      icon={<Add />}
      onClick={() => setIsCreating(true)}
    />
  ) : null;

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Tickets" }]} />
      <PageHeading spacing={2}>Tickets</PageHeading>
      <DataGrid<TicketListRow, Record<never, never>>
        gridId="ticketModuling"
        label="Tickets"
        columns={TICKET_COLUMNS}
        fetchPage={getTicketList}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => navigate(ticketDetailPath(row.Id))}
        card={TICKET_CARD}
        toolbarActions={toolbarActions}
        exportActions={(read) => <ExportButton kind={ExportKind.TicketList} readState={read} />}
      />
      {isCreating && (
        <TicketFormDialog
          onClose={() => setIsCreating(false)}
          onSaved={(ticket) => {
            setIsCreating(false);
            setCreatedId(ticket.Id);
          }}
        />
      )}
    </Box>
  );
};
