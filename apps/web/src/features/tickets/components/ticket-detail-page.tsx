import { useParams } from "react-router";
import { Box, Stack, Typography } from "@mui/material";
import { TicketStatus } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { HistoryList } from "../../../components/ui/history-list.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { RecordNotFound } from "../../../components/ui/record-not-found.tsx";
import { idFromPath } from "../../../lib/path-id.ts";
import { ticketHistorySource } from "../api/get-ticket-history.ts";
import { useTicket } from "../api/get-ticket.ts";
import { TicketActions } from "./ticket-actions.tsx";
import { TicketFacts } from "./ticket-facts.tsx";
import { TICKETS_ENTRY } from "./ticket-paths.ts";
import { TicketStatusChip } from "./ticket-status-chip.tsx";
import { TicketWorkOrder } from "./ticket-work-order.tsx";

/** /ticketdetails/{id}: a ticket, what may be done to it, the work order it became, and its history. */
export const TicketDetailPage = () => {
  const id = idFromPath(useParams().ticketId);
  const query = useTicket(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || query.isError || !query.data)
    return <RecordNotFound trail={[TICKETS_ENTRY]} noun="ticket" error={id === null ? null : query.error} />;
  const ticket = query.data;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[TICKETS_ENTRY, { kind: "text", label: ticket.TicketNumber }]} />
      <Stack
        direction={{ xs: "column", md: "row" }}
        useFlexGap
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { md: "center" }, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
            <PageHeading>{ticket.TicketNumber}</PageHeading>
            <TicketStatusChip statusId={ticket.StatusId} size="medium" />
          </Stack>
          <Typography variant="h6" component="p" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
            {ticket.Title}
          </Typography>
        </Box>
        <TicketActions ticket={ticket} />
      </Stack>
      <Stack spacing={3}>
        {ticket.StatusId === TicketStatus.Converted && (
          <PaperSection title="Work order" titleSpacing={1.5}>
            <TicketWorkOrder ticket={ticket} />
          </PaperSection>
        )}
        <PaperSection title="Ticket" titleSpacing={1.5}>
          <TicketFacts ticket={ticket} />
        </PaperSection>
        <PaperSection title="History" titleSpacing={1.5}>
          <HistoryList source={ticketHistorySource(ticket.Id)} layout="rows" />
        </PaperSection>
      </Stack>
    </Box>
  );
};
