import { Link as RouterLink } from "react-router";
import { Link } from "@mui/material";
import type { TicketDetail } from "@fieldstead/domain";
import { FactList, type Fact } from "../../../components/ui/fact-list.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { workOrderPath } from "./ticket-paths.ts";

export type TicketFactsProps = { ticket: TicketDetail };

/** What the ticket says: where, on what, how urgent, who reported it and the work order it became. */
export const TicketFacts = ({ ticket }: TicketFactsProps) => {
  const facts: Fact[] = [
    ["Priority", ticket.PriorityName],
    ["Location", ticket.LocationName],
    [
      "Asset",
      ticket.AssetName && (ticket.AssetTag ? `${ticket.AssetName} (${ticket.AssetTag})` : ticket.AssetName),
    ],
    ["Reported by", ticket.ReporterName],
    ["Contact", ticket.ReporterContact],
    ["Reported", formatDateTime(ticket.CreatedAt)],
  ];
  // A caller's ticket is written down by an employee: say who.
  if (ticket.GivenReporterName && ticket.ReportedByName)
    facts.push(["Written down by", ticket.ReportedByName]);
  if (ticket.WorkOrderId !== null && ticket.WorkOrderNumber !== null)
    facts.push([
      "Work order",
      <Link component={RouterLink} to={workOrderPath(ticket.WorkOrderId)}>
        {ticket.WorkOrderNumber}
      </Link>,
    ]);
  if (ticket.Description) facts.push(["Description", ticket.Description]);
  return <FactList columns={3} spacing={2} facts={facts} />;
};
