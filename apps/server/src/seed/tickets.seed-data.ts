import {
  AuditEntityType,
  LocationLevel,
  TaskPriority,
  TaskStatus,
  TicketStatus,
  WorkOrderType,
  ticketNumber,
  ticketSequence,
  ticketStatusLabel,
  type TaskPriorityId,
  type TicketStatusId,
  type WorkOrderTypeId,
} from "@fieldstead/domain";
import { setSequenceValue } from "../modules/audit/audit.repository.ts";
import { recordHistory } from "../modules/audit/audit.service.ts";
import type { Tx } from "../db/client.ts";
import { tickets } from "../db/schema/index.ts";
import type { PlacedLocation } from "./assets.seed-data.ts";
import { addDays, addHours } from "./demo-dates.ts";
import type { Random } from "./demo-random.ts";
import type { LocationProfile } from "./locations.seed-data.ts";
import type { PlacedAsset } from "./work-orders.seed-data.ts";

/** A seeded work order a ticket may have become. */
export type SeededWorkOrder = {
  id: number;
  workOrderNumber: string;
  summary: string;
  typeId: WorkOrderTypeId;
  statusId: number;
  locationId: number;
  createdAt: Date;
  createdById: number;
};

export type TicketSeedInput = {
  orgId: number;
  profile: LocationProfile;
  now: Date;
  random: Random;
  locations: readonly PlacedLocation[];
  assets: readonly PlacedAsset[];
  workOrders: readonly SeededWorkOrder[];
  /** Field staff report most tickets; the office closes and converts them. */
  technicianIds: readonly number[];
  officeIds: readonly number[];
};

type Template = {
  title: string;
  description: string;
  priorityId: TaskPriorityId;
  /** Someone outside the product who called it in, and how to reach them. */
  caller?: readonly [name: string, contact: string];
  /** About one of the organisation's assets ('{asset}' in the title names it). */
  isAboutAsset?: boolean;
  statusId: Exclude<TicketStatusId, typeof TicketStatus.Converted>;
  closeNote?: string;
};

const { Low, Medium, High, Critical } = TaskPriority;
const { Open, Closed } = TicketStatus;

const TEMPLATES: Record<LocationProfile, readonly Template[]> = {
  facilities: [
    {
      title: "Water leaking under the restroom sink",
      description: "A steady drip under the second sink; the floor is wet and a cone has been put out.",
      priorityId: High,
      caller: ["Front desk", "frontdesk@tenant.example"],
      statusId: Open,
    },
    {
      title: "Meeting room too warm all afternoon",
      description: "The thermostat reads 27 °C from about 1 pm; turning it down changes nothing.",
      priorityId: Medium,
      statusId: Open,
    },
    {
      title: "{asset} making a grinding noise",
      description: "Loud grinding on start-up, then it settles. Heard it on the morning walk-round.",
      priorityId: High,
      isAboutAsset: true,
      statusId: Open,
    },
    {
      title: "Badge reader at the loading dock not reading cards",
      description: "Red light on every card since this morning; drivers are being let in by hand.",
      priorityId: Critical,
      caller: ["Dock supervisor", "555-0142"],
      statusId: Open,
    },
    {
      title: "Flickering light over the lobby stairs",
      description: "One tube flickers; it stopped after the cleaners switched the bank off and on.",
      priorityId: Low,
      statusId: Closed,
      closeNote: "Working again after the breaker was reset; nothing to send anyone for.",
    },
  ],
  field: [
    {
      title: "Obstruction light out on the tower",
      description: "The top beacon was dark last night, seen from the access road.",
      priorityId: Critical,
      caller: ["County road crew", "555-0187"],
      statusId: Open,
    },
    {
      title: "{asset} showing a fault alarm",
      description: "Alarm on the controller display; the unit is still running.",
      priorityId: High,
      isAboutAsset: true,
      statusId: Open,
    },
    {
      title: "Compound gate chain cut",
      description: "The chain on the main gate has been cut; nothing looks missing from the yard.",
      priorityId: High,
      statusId: Open,
    },
    {
      title: "Fence line overgrown on the east side",
      description: "Brush is growing through the fence; it will reach the cabinets by summer.",
      priorityId: Low,
      statusId: Open,
    },
    {
      title: "Access road washed out after the storm",
      description: "Deep ruts at the second bend; a pickup still gets through.",
      priorityId: Medium,
      caller: ["Landowner", "555-0119"],
      statusId: Closed,
      closeNote: "The county regraded the road; no work for us.",
    },
  ],
};

/** Where a ticket without an asset is reported: a building of a facility, a site in the field. */
const placesFor = (profile: LocationProfile, locations: readonly PlacedLocation[]) => {
  const level = profile === "field" ? LocationLevel.Site : LocationLevel.Building;
  const found = locations.filter((l) => l.levelId === level && !l.isWarehouse);
  return found.length > 0 ? found : locations;
};

type TicketRow = typeof tickets.$inferInsert & { createdAt: Date; closeNote?: string; closedById?: number };

/**
 * A handful of tickets for one organisation: most open, one closed without work, and one that became an open
 * corrective work order of the demo. Numbered by the year they were reported, with the year's counter set so
 * that new tickets go on from them; each has the history the product would have written.
 */
export const seedTickets = async (tx: Tx, input: TicketSeedInput): Promise<void> => {
  const { orgId, now, random } = input;
  const reporters = input.technicianIds.length > 0 ? input.technicianIds : input.officeIds;
  const office = input.officeIds[0] ?? null;
  const places = placesFor(input.profile, input.locations);

  const rows: TicketRow[] = TEMPLATES[input.profile].map((t, index) => {
    const asset = t.isAboutAsset && input.assets.length > 0 ? random.pick(input.assets) : null;
    const createdAt = addHours(addDays(now, -(2 + index * 3)), -random.int(1, 6));
    return {
      orgId,
      ticketNumber: "",
      title: t.title.replace("{asset}", asset?.name ?? "Equipment"),
      description: t.description,
      statusId: t.statusId,
      priorityId: t.priorityId,
      locationId: asset?.locationId ?? random.pick(places).id,
      assetId: asset?.id ?? null,
      reportedById: random.pick(reporters),
      reporterName: t.caller?.[0] ?? null,
      reporterContact: t.caller?.[1] ?? null,
      createdAt,
      updatedAt: t.statusId === Closed ? addHours(createdAt, 20) : createdAt,
      ...(t.closeNote ? { closeNote: t.closeNote } : {}),
      ...(t.statusId === Closed && office !== null ? { closedById: office } : {}),
    };
  });

  // The ticket that became work: an open corrective work order of the demo, reported a few hours before it.
  const source = input.workOrders.find(
    (w) =>
      w.typeId === WorkOrderType.CorrectiveMaintenance &&
      w.statusId !== TaskStatus.Completed &&
      w.createdAt.getTime() < now.getTime(),
  );
  if (source)
    rows.push({
      orgId,
      ticketNumber: "",
      title: source.summary,
      description: "Spotted on site and reported so it could be planned in.",
      statusId: TicketStatus.Converted,
      priorityId: Medium,
      locationId: source.locationId,
      assetId: null,
      reportedById: random.pick(reporters),
      reporterName: null,
      reporterContact: null,
      workOrderId: source.id,
      createdAt: addHours(source.createdAt, -3),
      updatedAt: source.createdAt,
    });

  // Numbers follow the order they were reported in, year by year.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lastByYear = new Map<number, number>();
  for (const row of rows) {
    const year = row.createdAt.getUTCFullYear();
    const value = (lastByYear.get(year) ?? 0) + 1;
    lastByYear.set(year, value);
    row.ticketNumber = ticketNumber(year, value);
  }
  for (const [year, value] of lastByYear) await setSequenceValue(tx, orgId, ticketSequence(year), value);

  const written = await tx
    .insert(tickets)
    .values(rows.map(({ closeNote: _note, closedById: _by, ...row }) => row))
    .returning({ id: tickets.id, number: tickets.ticketNumber });
  const idOf = new Map(written.map((w) => [w.number, w.id]));
  const entry = (row: TicketRow, action: string, summary: string, employeeId: number | null, at: Date) => ({
    orgId,
    entityType: AuditEntityType.Ticket,
    entityId: idOf.get(row.ticketNumber) ?? 0,
    action,
    summary,
    employeeId,
    at,
  });
  const status = (from: TicketStatusId, to: TicketStatusId) => ({
    Field: "Status",
    From: ticketStatusLabel(from),
    To: ticketStatusLabel(to),
  });
  await recordHistory(
    tx,
    rows.flatMap((row) => {
      const reported = entry(
        row,
        "Created",
        `Ticket ${row.ticketNumber} reported`,
        row.reportedById ?? null,
        row.createdAt,
      );
      if (row.statusId === Closed)
        return [
          reported,
          {
            ...entry(
              row,
              "Closed",
              `Ticket ${row.ticketNumber} closed: ${row.closeNote ?? ""}`,
              row.closedById ?? null,
              row.updatedAt!,
            ),
            changes: [status(Open, Closed)],
          },
        ];
      if (row.statusId === TicketStatus.Converted && source)
        return [
          reported,
          {
            ...entry(
              row,
              "Converted",
              `Ticket ${row.ticketNumber} became work order ${source.workOrderNumber}`,
              source.createdById,
              source.createdAt,
            ),
            changes: [
              status(Open, TicketStatus.Converted),
              { Field: "Work order", From: null, To: source.workOrderNumber },
            ],
          },
        ];
      return [reported];
    }),
  );
};
