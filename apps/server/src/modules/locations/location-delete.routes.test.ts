import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  LocationLevel,
  type LinkReply,
  type LocationBulkCreateReply,
  type LocationDeleteReply,
} from "@fieldstead/domain";
import {
  assets,
  employeeSites,
  leases,
  locationLinks,
  locations,
  materialRequests,
  moveRequests,
  parts,
  projects,
  tasks,
  warehouseMovements,
} from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import {
  ADMIN,
  GLOBEX,
  openLocationsHarness,
  READ_ONLY,
  type ErrorBody,
  type LocationsHarness,
} from "./locations.test-fixtures.ts";

const { Site, Building, Floor, Room } = LocationLevel;

describe.each(testBackends())("deleting locations on %s", (backend) => {
  let h: LocationsHarness;
  let acmeOrg: number;
  beforeAll(async () => {
    h = await openLocationsHarness(backend);
    acmeOrg = h.orgOf(ADMIN);
  });
  afterAll(() => h?.close());

  const bulkCreate = async (rows: object[]) =>
    (await h.ok<LocationBulkCreateReply>(ADMIN, "BulkCreateLocations", { Locations: rows })).Locations;
  const exists = async (id: number) =>
    (await h.t.ctx.db.select({ id: locations.id }).from(locations).where(eq(locations.id, id))).length === 1;
  /** An Acme location some row of `table` refers to through `column`. */
  const heldBy = async (table: PgTable, orgColumn: SQLWrapper, column: PgColumn): Promise<number> => {
    const [row] = await h.t.ctx.db
      .select({ id: column })
      .from(table)
      .where(and(eq(orgColumn as PgColumn, acmeOrg), isNotNull(column)))
      .limit(1);
    expect(row, `an Acme row of ${column.name}`).toBeDefined();
    return row!.id as number;
  };

  /** A new location that one request or scan refers to (the demo data may have none yet). */
  const freshLocation = async (kind: "move" | "material" | "scan"): Promise<number> => {
    const [loc] = await bulkCreate([{ Name: `Held by ${kind}`, LevelId: Site }]);
    const id = loc!.Id;
    const db = h.t.ctx.db;
    const number = `T-${kind}-${id}`;
    if (kind === "move")
      await db.insert(moveRequests).values({
        orgId: acmeOrg,
        requestNumber: number,
        fromLocationId: (await h.byCode("DTC-01")).id,
        toLocationId: id,
      });
    if (kind === "material")
      await db.insert(materialRequests).values({ orgId: acmeOrg, requestNumber: number, locationId: id });
    if (kind === "scan") {
      const [part] = await db.select({ id: parts.id }).from(parts).where(eq(parts.orgId, acmeOrg)).limit(1);
      await db.insert(warehouseMovements).values({
        orgId: acmeOrg,
        warehouseId: id,
        direction: "In",
        code: number,
        partId: part!.id,
        quantity: 1,
      });
    }
    return id;
  };

  it("deletes a location nothing holds, with its links and site associations, and records it", async () => {
    const [site] = await bulkCreate([{ Name: "Short-lived Yard", LevelId: Site, Code: "SLY-01" }]);
    const other = await h.byCode("DTC-01");
    await h.ok<LinkReply>(ADMIN, "CreateLink", {
      FromLocationId: site!.Id,
      ToLocationId: other.id,
      LinkType: "Fiber",
    });
    const [admin] = await h.t.ctx.db.select({ id: employeeSites.employeeId }).from(employeeSites).limit(1);
    await h.t.ctx.db
      .insert(employeeSites)
      .values({ orgId: acmeOrg, employeeId: admin!.id, locationId: site!.Id });
    const reply = await h.ok<LocationDeleteReply>(ADMIN, "DeleteLocation", { Id: site!.Id });
    expect(reply).toMatchObject({ Deleted: [{ Id: site!.Id, Code: "SLY-01" }], Refused: [] });
    expect(await exists(site!.Id)).toBe(false);
    expect(
      await h.t.ctx.db.select().from(locationLinks).where(eq(locationLinks.fromLocationId, site!.Id)),
    ).toEqual([]);
    expect(
      await h.t.ctx.db.select().from(employeeSites).where(eq(employeeSites.locationId, site!.Id)),
    ).toEqual([]);
    // The history stays: the location's own 'Deleted' entry, and the other end's link removal.
    const [own] = await h
      .ok<{ Entries: { Action: string }[] }>(ADMIN, "GetLocationHistory", { Id: other.id })
      .then((r) => r.Entries);
    expect(own).toMatchObject({ Action: "LinkRemoved" });
    expect((await h.get(ADMIN, "GetLocation", `Id=${site!.Id}`)).statusCode).toBe(404);
  });

  it.each([
    ["sub-locations", () => h.byCode("DTC-01").then((l) => l.id)],
    ["asset", () => heldBy(assets, assets.orgId, assets.locationId)],
    ["move request", () => freshLocation("move")],
    ["material request", () => freshLocation("material")],
    ["warehouse scan", () => freshLocation("scan")],
    ["lease", () => heldBy(leases, leases.orgId, leases.locationId)],
    ["work order", () => heldBy(tasks, tasks.orgId, tasks.locationId)],
    ["project", () => heldBy(projects, projects.orgId, projects.locationId)],
  ])("refuses with 409 a location held by %s, saying so", async (word, find) => {
    const id = await find();
    const res = await h.post(ADMIN, "DeleteLocation", { Id: id });
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json() as ErrorBody;
    expect(body.error).toBe("NOT_ALLOWED_NOW");
    expect(body.StatusMessage).toMatch(/cannot be deleted: it has .+ referring to it/);
    expect(body.StatusMessage).toContain(word);
    expect(await exists(id)).toBe(true);
  });

  it("deletes several in one call, sub-locations first, and reports what it could not", async () => {
    const created = await bulkCreate([
      { Name: "Gone Campus", LevelId: Site, Code: "GONE-01" },
      { Name: "Gone Hall", LevelId: Building, ParentCode: "GONE-01" },
      { Name: "Gone Hall – Floor 1", LevelId: Floor, ParentCode: "GONE-01-B1" },
      { Name: "Gone Hall Room 101", LevelId: Room, ParentCode: "GONE-01-B1-F1" },
      { Name: "Kept Hall", LevelId: Building, ParentCode: "DTC-01" },
    ]);
    const id = (code: string) => created.find((c) => c.Code === code)!.Id;
    const held = await heldBy(assets, assets.orgId, assets.locationId);
    const reply = await h.ok<LocationDeleteReply>(ADMIN, "DeleteLocation", {
      Ids: [id("GONE-01"), id("GONE-01-B1"), id("GONE-01-B1-F1"), id("GONE-01-B1-F1-R101"), held],
    });
    expect(reply.Deleted.map((d) => d.Code).sort()).toEqual([
      "GONE-01",
      "GONE-01-B1",
      "GONE-01-B1-F1",
      "GONE-01-B1-F1-R101",
    ]);
    expect(reply.Refused).toEqual([
      {
        Id: held,
        Code: expect.any(String),
        Name: expect.any(String),
        Reason: expect.stringContaining("asset"),
      },
    ]);
    expect(reply.StatusMessage).toBe("4 locations deleted; 1 location could not be.");
    expect(await exists(id("DTC-01-B3"))).toBe(true);
    // A parent without its children in the call stays.
    const parentOnly = await h.ok<LocationDeleteReply>(ADMIN, "DeleteLocation", {
      Ids: [(await h.byCode("DTC-01")).id],
    });
    expect(parentOnly.Deleted).toEqual([]);
    expect(parentOnly.Refused[0]?.Reason).toContain("sub-locations");
  });

  it("answers 404 for another organisation's location and 403 for a role without the operation", async () => {
    const theirs = await h.byCode("DEN-01-B2", GLOBEX);
    expect((await h.post(ADMIN, "DeleteLocation", { Id: theirs.id })).statusCode).toBe(404);
    expect((await h.post(ADMIN, "DeleteLocation", { Ids: [theirs.id] })).statusCode).toBe(404);
    expect(await exists(theirs.id)).toBe(true);
    for (const email of READ_ONLY)
      expect((await h.post(email, "DeleteLocation", { Id: theirs.id })).statusCode).toBe(403);
    expect(await h.badFields(ADMIN, "DeleteLocation", {})).toEqual(["Id"]);
  });
});
