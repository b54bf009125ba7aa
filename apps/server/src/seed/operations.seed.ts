import { AuditEntityType, LocationLevel, VerificationState } from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import { eq } from "drizzle-orm";
import {
  documentFolders,
  documents,
  organisations,
  locations,
  notifications,
  projects,
  statusTransitionPermissions,
} from "../db/schema/index.ts";
import { buildAssets, type PlacedLocation } from "./assets.seed-data.ts";
import { BUILDING_ASSET_KINDS } from "./building-assets.seed-data.ts";
import { randomFor } from "./demo-random.ts";
import { buildDocuments, LIBRARY_FOLDERS } from "./documents.seed-data.ts";
import { PLANT_ASSET_KINDS } from "./facility-assets.seed-data.ts";
import { FIELD_ASSET_KINDS } from "./field-assets.seed-data.ts";
import { writeLeases } from "./lease-records.seed.ts";
import { buildLeases } from "./leases.seed-data.ts";
import { buildLocationTree, type LocationProfile } from "./locations.seed-data.ts";
import { noteLeaseFrom } from "./notification-notes.seed-data.ts";
import { buildNotifications } from "./notifications.seed-data.ts";
import { buildProjects } from "./projects.seed-data.ts";
import { ADMINISTRATOR, FACILITY_MANAGER, FIELD_TECHNICIAN, LEASE_MANAGER } from "./role-templates.ts";
import { buildStatusTransitions } from "./status-transitions.seed-data.ts";
import { chunks, idOf } from "./seed-batches.ts";
import { seedInventory } from "./inventory.seed.ts";
import { seedMoveAndMaterialRequests } from "./asset-moves.seed-data.ts";
import { seedLocationLinks } from "./location-links.seed-data.ts";
import { seedTickets } from "./tickets.seed-data.ts";
import { seedCarouselLinks } from "./carousel.seed.ts";
import { seedBillingFor } from "./billing.seed.ts";
import { seedAwaitingReviews } from "./task-reviews.seed-data.ts";
import { seedTaskEvents } from "./notification-events.seed-data.ts";
import { recordHistory } from "../modules/audit/audit.service.ts";
import { buildWorkOrders, type PlacedAsset, type PlacedProject } from "./work-orders.seed-data.ts";
import { writeWorkOrders } from "./work-order-records.seed.ts";

export type DemoPerson = { id: number; roleName: string; fullName: string };

export type OperationalSeedContext = {
  orgId: number;
  orgName: string;
  people: DemoPerson[];
  roleIds: Map<string, number>;
  seed: number;
  now: Date;
};

type OrgProfile = {
  kind: LocationProfile;
  tagPrefix: string;
  assetCount: number;
  taskCount: number;
  leaseCount: number;
  documentCount: number;
};

const TAG_PREFIXES: Record<string, string> = { "Acme Facilities": "ACM", "Globex Field Services": "GBX" };

/** A field-services organisation runs towers, depots and substations; any other runs buildings. */
const profileFor = (orgName: string): OrgProfile => {
  const kind: LocationProfile = /field/i.test(orgName) ? "field" : "facilities";
  return {
    kind,
    tagPrefix:
      TAG_PREFIXES[orgName] ??
      orgName
        .replace(/[^A-Za-z]/g, "")
        .slice(0, 3)
        .toUpperCase(),
    assetCount: 300,
    taskCount: 300,
    leaseCount: kind === "field" ? 8 : 15,
    documentCount: 60,
  };
};

/**
 * Writes a working business's records for one organisation: locations, assets and parts, projects,
 * work orders and their status rules, leases with contacts and billing, documents and notifications.
 * Everything derives from `ctx.seed` and `ctx.now`, so a given organisation always gets the same data.
 */
export const seedOperationalData = async (tx: Tx, ctx: OperationalSeedContext): Promise<void> => {
  const { orgId, now, people } = ctx;
  const profile = profileFor(ctx.orgName);
  const random = (part: string) => randomFor(ctx.seed, part);
  const idsWithRole = (roleName: string) => people.filter((p) => p.roleName === roleName).map((p) => p.id);
  const adminIds = idsWithRole(ADMINISTRATOR.name);
  const technicianIds = idsWithRole(FIELD_TECHNICIAN.name);
  const leaseManagerIds = idsWithRole(LEASE_MANAGER.name);
  const officeIds = adminIds.length > 0 ? adminIds : people.map((p) => p.id);
  if (officeIds.length === 0) throw new Error("seed: an organisation needs at least one person");

  await tx
    .update(organisations)
    .set({ assetTagPrefix: profile.tagPrefix })
    .where(eq(organisations.id, orgId));

  // Locations, one level at a time so that every parent has its id before its children are written.
  const tree = buildLocationTree(profile.kind, random("locations"));
  const locationIds = new Map<string, number>();
  for (const level of Object.values(LocationLevel)) {
    const rows = tree
      .filter((l) => l.levelId === level)
      .map(({ parentCode, siteCode: _site, ...l }) => ({
        ...l,
        orgId,
        parentId: parentCode ? idOf(locationIds, parentCode) : null,
        createdById: officeIds[0] ?? null,
      }));
    for (const part of chunks(rows)) {
      const written = await tx
        .insert(locations)
        .values(part)
        .returning({ id: locations.id, code: locations.code });
      for (const row of written) locationIds.set(row.code, row.id);
    }
  }
  const siteNames = new Map(tree.filter((l) => l.parentCode === null).map((l) => [l.siteCode, l.name]));
  const placed: PlacedLocation[] = tree.map((l) => ({
    id: idOf(locationIds, l.code),
    code: l.code,
    name: l.name,
    levelId: l.levelId,
    siteCode: l.siteCode,
    siteName: siteNames.get(l.siteCode) ?? l.name,
    state: l.state,
    isWarehouse: l.isWarehouse,
  }));

  await recordHistory(
    tx,
    placed.map((l) => ({
      orgId,
      entityType: AuditEntityType.Location,
      entityId: l.id,
      action: "Created",
      summary: `Location created (${l.code})`,
      employeeId: officeIds[0] ?? null,
    })),
  );

  // The inventory: catalogue, assets and their parts, warehouse stock, who works at which site.
  const kinds =
    profile.kind === "field" ? FIELD_ASSET_KINDS : [...PLANT_ASSET_KINDS, ...BUILDING_ASSET_KINDS];
  const assetSeeds = buildAssets({
    random: random("assets"),
    kinds,
    locations: placed,
    tagPrefix: profile.tagPrefix,
    count: profile.assetCount,
    now,
  });
  const assetIds = await seedInventory(tx, {
    orgId,
    tagPrefix: profile.tagPrefix,
    kinds,
    locations: placed,
    assets: assetSeeds,
    officeIds,
    people: people.map((p) => ({ id: p.id, isOffice: adminIds.includes(p.id) })),
    random,
    now,
  });
  await seedMoveAndMaterialRequests(tx, { orgId, now, officeIds, technicianIds });
  await seedLocationLinks(tx, {
    orgId,
    profile: profile.kind,
    locations: placed,
    officeIds,
    random: random("location-links"),
    now,
  });

  // Projects, managed by the administrators.
  const projectRandom = random("projects");
  const projectSeeds = buildProjects(profile.kind, now);
  const projectIds = new Map<string, number>();
  const projectRows = projectSeeds.map(({ taskTypeId: _type, tasks: _tasks, locationCode, ...p }) => ({
    ...p,
    orgId,
    locationId: locationIds.get(locationCode) ?? null,
    managerId: projectRandom.pick(officeIds),
  }));
  for (const part of chunks(projectRows)) {
    const written = await tx
      .insert(projects)
      .values(part)
      .returning({ id: projects.id, code: projects.code });
    for (const row of written) projectIds.set(row.code, row.id);
  }
  const placedProjects: PlacedProject[] = projectSeeds.map((p) => ({
    ...p,
    id: idOf(projectIds, p.code),
    locationId: locationIds.get(p.locationCode) ?? null,
  }));

  // Work orders and the status moves each role may make on them.
  const placedAssets: PlacedAsset[] = assetSeeds.map((a) => ({
    id: idOf(assetIds, a.assetTag),
    name: a.name,
    label: a.label,
    category: a.category,
    locationId: a.locationId,
  }));
  const taskSeeds = buildWorkOrders({
    random: random("work-orders"),
    profile: profile.kind,
    now,
    locations: placed,
    assets: placedAssets,
    projects: placedProjects,
    technicianIds,
    creatorIds: officeIds,
    count: profile.taskCount,
  });
  const placedTasks = await writeWorkOrders(tx, orgId, taskSeeds);
  // Reported problems: open ones, a closed one, and one that became one of the work orders above.
  await seedTickets(tx, {
    orgId,
    profile: profile.kind,
    now,
    random: random("tickets"),
    locations: placed,
    assets: placedAssets,
    workOrders: placedTasks,
    technicianIds,
    officeIds,
  });
  // Completed work of the crew waiting for its review.
  await seedAwaitingReviews(tx, {
    orgId,
    tasks: placedTasks,
    crewIds: technicianIds.slice(1),
  });
  // The events recent work raised: assignments, completions, reviews asked for.
  await seedTaskEvents(tx, {
    orgId,
    now,
    tasks: placedTasks,
    technicianIds,
    reviewerIds: [...officeIds, ...idsWithRole(FACILITY_MANAGER.name)],
  });
  const transitionRows = buildStatusTransitions(ctx.roleIds).map((t) => ({ ...t, orgId }));
  for (const part of chunks(transitionRows)) await tx.insert(statusTransitionPermissions).values(part);

  // Leases with their contacts, billing periods and payments.
  const leaseSeeds = buildLeases({
    random: random("leases"),
    profile: profile.kind,
    orgName: ctx.orgName,
    locations: placed,
    count: profile.leaseCount,
    now,
  });
  const leaseIds = await writeLeases(tx, orgId, leaseSeeds);

  // The document library's folders; documents on them, leases, assets, locations and finished work orders.
  const folders = await tx
    .insert(documentFolders)
    .values(Object.keys(LIBRARY_FOLDERS).map((name) => ({ orgId, name, createdById: officeIds[0] ?? null })))
    .returning({ id: documentFolders.id, name: documentFolders.name });
  const documentSeeds = buildDocuments({
    random: random("documents"),
    now,
    leases: leaseSeeds.map((l) => ({
      id: idOf(leaseIds, l.leaseNumber),
      leaseNumber: l.leaseNumber,
      createdAt: l.createdAt,
    })),
    assets: assetSeeds.map((a) => ({ ...a, id: idOf(assetIds, a.assetTag) })),
    locations: placed,
    tasks: placedTasks,
    folders,
    leaseClerkIds: leaseManagerIds,
    officeIds,
    fieldIds: technicianIds,
    total: profile.documentCount,
  });
  const documentRows = documentSeeds.map((d) => ({ ...d, orgId }));
  for (const part of chunks(documentRows)) await tx.insert(documents).values(part);

  // Notifications for everyone, drawn from the records above.
  const notificationRows = buildNotifications({
    random: random("notifications"),
    now,
    people,
    tasks: placedTasks,
    leases: leaseSeeds.map((l) => noteLeaseFrom(l, idOf(leaseIds, l.leaseNumber), ctx.orgName)),
    pendingAssets: assetSeeds
      .filter((a) => a.verificationState === VerificationState.Pending_Verification)
      .map((a) => ({ id: idOf(assetIds, a.assetTag), assetTag: a.assetTag, name: a.name })),
    projects: placedProjects,
  }).map((n) => ({ ...n, orgId }));
  for (const part of chunks(notificationRows)) await tx.insert(notifications).values(part);
  await seedCarouselLinks(tx, { orgId, employeeId: officeIds[0] ?? null, now });
  await seedBillingFor(tx, ctx);
};
