import {
  AuditEntityType,
  taskPriorityLabel,
  type AuditField,
  type CreateTicket,
  type TicketDetail,
} from "@fieldstead/domain";
import type { Tx } from "../../db/client.ts";
import { invalidFields, type AppFieldProblem } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { assetOf, locationNameOf, type TicketColumns } from "./tickets.repository.ts";

/** What history shows of a ticket, as people read it. */
export type TicketShown = {
  title: string;
  description: string | null;
  priority: string;
  location: string | null;
  asset: string | null;
  reporterName: string | null;
  reporterContact: string | null;
};

export const TICKET_FIELDS: readonly AuditField<TicketShown>[] = [
  { key: "title", label: "Title" },
  { key: "description", label: "Description" },
  { key: "priority", label: "Priority" },
  { key: "location", label: "Location" },
  { key: "asset", label: "Asset" },
  { key: "reporterName", label: "Reporter" },
  { key: "reporterContact", label: "Reporter contact" },
];

export const shownOf = (t: TicketDetail): TicketShown => ({
  title: t.Title,
  description: t.Description,
  priority: taskPriorityLabel(t.PriorityId),
  location: t.LocationName,
  asset: t.AssetName,
  reporterName: t.GivenReporterName,
  reporterContact: t.ReporterContact,
});

/**
 * The columns a form writes, and what history shows of them. The location and the asset must be the
 * organisation's (400 naming LocationId or AssetId); an asset named without a location puts the ticket where
 * the asset is.
 */
export const checkedTicketFields = async (
  tx: Tx,
  orgId: number,
  body: CreateTicket,
): Promise<{ columns: TicketColumns; shown: TicketShown }> => {
  const problems: AppFieldProblem[] = [];
  const asset = body.AssetId === null ? null : await assetOf(tx, orgId, body.AssetId);
  if (body.AssetId !== null && asset === null)
    problems.push({ field: "AssetId", message: `Asset ${body.AssetId} not found.` });
  let locationId = body.LocationId;
  let location = locationId === null ? null : await locationNameOf(tx, orgId, locationId);
  if (locationId !== null && location === null)
    problems.push({ field: "LocationId", message: `Location ${locationId} not found.` });
  if (problems.length > 0) throw invalidFields(problems);
  if (locationId === null && asset?.locationId) {
    locationId = asset.locationId;
    location = asset.locationName;
  }
  const columns: TicketColumns = {
    title: body.Title,
    description: body.Description,
    priorityId: body.PriorityId,
    locationId,
    assetId: body.AssetId,
    reporterName: body.ReporterName,
    reporterContact: body.ReporterContact,
  };
  return {
    columns,
    shown: {
      title: body.Title,
      description: body.Description,
      priority: taskPriorityLabel(body.PriorityId),
      location,
      asset: asset?.name ?? null,
      reporterName: body.ReporterName,
      reporterContact: body.ReporterContact,
    },
  };
};

/** A history entry about a ticket, by the caller, at `at`. */
export const ticketEntry = (session: ActiveSession, id: number, at: Date) => ({
  orgId: session.orgId,
  entityType: AuditEntityType.Ticket,
  entityId: id,
  employeeId: session.employeeId,
  at,
});
