import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LocationLevel,
  ModuleId,
  type LocationBulkUpdateReply,
  type LocationReply,
} from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import {
  ADMIN,
  GLOBEX,
  openLocationsHarness,
  READ_ONLY,
  type ErrorBody,
  type LocationsHarness,
} from "./locations.test-fixtures.ts";

const { Site, Building, Floor } = LocationLevel;

describe.each(testBackends())("changing locations on %s", (backend) => {
  let h: LocationsHarness;
  beforeAll(async () => {
    h = await openLocationsHarness(backend);
  });
  afterAll(() => h?.close());

  const update = async (body: object, email = ADMIN) =>
    (await h.ok<LocationReply>(email, "UpdateLocation", body)).Location;
  const create = async (body: object, email = ADMIN) =>
    (await h.ok<LocationReply>(email, "CreateLocation", body)).Location;

  it("changes only the fields sent and records them From → To", async () => {
    const building = await h.byCode("DTC-01-B2");
    const before = await h.detail(building.id);
    h.t.clock.advance(60_000);
    const after = await update({ Id: building.id, Name: "Union Plaza East", Description: "Two floors" });
    expect(after).toMatchObject({
      Name: "Union Plaza East",
      Description: "Two floors",
      City: before.City,
      Code: before.Code,
    });
    expect(after.UpdatedByName).toEqual(expect.stringMatching(/\S/));
    expect(Date.parse(after.UpdatedAt)).toBeGreaterThan(Date.parse(before.UpdatedAt));
    const [entry] = await h.history(building.id);
    expect(entry).toMatchObject({
      Action: "Updated",
      Changes: [
        { Field: "Name", From: "Union Plaza", To: "Union Plaza East" },
        { Field: "Description", From: null, To: "Two floors" },
      ],
    });
    // Nothing changed: no history entry.
    await update({ Id: building.id, Name: "Union Plaza East" });
    expect((await h.history(building.id))[0]?.Id).toBe(entry!.Id);
  });

  it("records a status change as Deactivated / Activated", async () => {
    const site = await h.byCode("TMP-01");
    await update({ Id: site.id, Status: "Inactive" });
    expect((await h.history(site.id))[0]).toMatchObject({
      Action: "Deactivated",
      Changes: [{ Field: "Status", From: "Active", To: "Inactive" }],
    });
    await update({ Id: site.id, Status: "Active" });
    expect((await h.history(site.id))[0]?.Action).toBe("Activated");
  });

  it("moves a building to another site: it follows the new site's place where it had inherited", async () => {
    const from = await h.detail((await h.byCode("DTC-01")).id);
    const to = await h.detail((await h.byCode("BRP-01")).id);
    const building = await create({
      Name: "Relocatable Lab",
      LevelId: Building,
      ParentId: from.Id,
      Address: "Lot 9",
    });
    const moved = await update({ Id: building.Id, ParentId: to.Id });
    expect(moved).toMatchObject({
      ParentId: to.Id,
      City: to.City,
      Latitude: to.Latitude,
      Address: "Lot 9",
      Code: building.Code,
    });
    expect((await h.history(building.Id))[0]).toMatchObject({
      Action: "Moved",
      Summary: expect.stringContaining(`from ${from.Name} to ${to.Name}`),
    });
  });

  it("keeps the hierarchy: a wrong parent is a 400, a new level with sub-locations a 409", async () => {
    const building = await h.byCode("DTC-01-B1");
    const room = await h.byCode("DTC-01-B1-F1-R101");
    const res = await h.post(ADMIN, "UpdateLocation", { Id: building.id, ParentId: room.id });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorBody).fields?.[0]).toMatchObject({ field: "ParentId" });
    const level = await h.post(ADMIN, "UpdateLocation", {
      Id: building.id,
      LevelId: Floor,
      ParentId: (await h.byCode("DTC-01-B2")).id,
    });
    expect(level.statusCode).toBe(409);
    expect(level.json()).toMatchObject({
      error: "NOT_ALLOWED_NOW",
      StatusMessage: expect.stringContaining("sub-locations"),
    });
    const empty = await create({
      Name: "Lonely Hall",
      LevelId: Building,
      ParentId: (await h.byCode("DTC-01")).id,
    });
    const floor = await update({ Id: empty.Id, LevelId: Floor, ParentId: building.id });
    expect(floor).toMatchObject({ LevelName: "Floor", ParentId: building.id });
    const site = await update({ Id: empty.Id, LevelId: Site, ParentId: null });
    expect(site).toMatchObject({ LevelName: "Site", ParentId: null, Path: [] });
  });

  it.each([
    [{ Name: "" }, ["Name"]],
    [{ Code: "bad code" }, ["Code"]],
    [{ Latitude: 200 }, ["Latitude"]],
    [{ Status: "Closed" }, ["Status"]],
    [{ Latitude: null }, ["Latitude"]],
  ])("refuses %j naming %j", async (patch, fields) => {
    const site = await h.byCode("SLC-01");
    expect(await h.badFields(ADMIN, "UpdateLocation", { Id: site.id, ...patch })).toEqual(fields);
  });

  it("refuses a code in use with 409, and another organisation's location with 404", async () => {
    const site = await h.byCode("SLC-01");
    const res = await h.post(ADMIN, "UpdateLocation", { Id: site.id, Code: "dtc-01" });
    expect(res.statusCode).toBe(409);
    const globex = await h.byCode("DEN-01", GLOBEX);
    expect((await h.post(ADMIN, "UpdateLocation", { Id: globex.id, Name: "Mine" })).statusCode).toBe(404);
    expect((await h.post(GLOBEX, "UpdateLocation", { Id: site.id, Name: "Mine" })).statusCode).toBe(404);
    expect((await h.get(GLOBEX, "GetLocation", `Id=${site.id}`)).statusCode).toBe(404);
  });

  it.each(READ_ONLY)("refuses %s with 403", async (email) => {
    const site = await h.byCode("SLC-01");
    expect((await h.post(email, "UpdateLocation", { Id: site.id, Name: "X" })).statusCode).toBe(403);
    expect(
      (await h.post(email, "BulkUpdateLocations", { Ids: [site.id], Status: "Inactive" })).statusCode,
    ).toBe(403);
  });

  it("bulk-edits: the same fields on each location, a history entry per changed location", async () => {
    const ids = await Promise.all(
      ["BRP-01-B1", "BRP-01-B2", "BRP-01-B1-F1"].map(async (c) => (await h.byCode(c)).id),
    );
    const reply = await h.ok<LocationBulkUpdateReply>(ADMIN, "BulkUpdateLocations", {
      Ids: ids,
      Status: "Inactive",
      Description: "Closed for renovation",
    });
    expect(reply.Count).toBe(3);
    for (const id of ids) {
      expect(await h.detail(id)).toMatchObject({ Status: "Inactive", Description: "Closed for renovation" });
      expect((await h.history(id))[0]?.Changes).toEqual([
        { Field: "Status", From: "Active", To: "Inactive" },
        { Field: "Description", From: null, To: "Closed for renovation" },
      ]);
    }
    // Already so: nothing changes, nothing is recorded.
    expect(
      (await h.ok<LocationBulkUpdateReply>(ADMIN, "BulkUpdateLocations", { Ids: ids, Status: "Inactive" }))
        .Count,
    ).toBe(0);
  });

  it("bulk-edits all or nothing: another organisation's id is a 404 and nothing changes", async () => {
    const mine = await h.byCode("SLC-01-B2");
    const theirs = await h.byCode("DEN-01-B1", GLOBEX);
    const res = await h.post(ADMIN, "BulkUpdateLocations", { Ids: [mine.id, theirs.id], City: "Ogden" });
    expect(res.statusCode).toBe(404);
    expect((await h.detail(mine.id)).City).not.toBe("Ogden");
    expect(await h.badFields(ADMIN, "BulkUpdateLocations", { Ids: [mine.id] })).toEqual(["Status"]);
    expect(await h.badFields(ADMIN, "BulkUpdateLocations", { Ids: [], Status: "Active" })).toEqual(["Ids"]);
  });

  describe("without Edit Automated Fields (Globex's administrator)", () => {
    beforeAll(() => h.revoke(GLOBEX, ModuleId.LocationEditAutomatedFields));

    it("refuses a new code or an inherited field below a site, and allows a site's own place", async () => {
      const building = await h.byCode("DEN-01-B1", GLOBEX);
      const current = await h.detail(building.id, GLOBEX);
      for (const [patch, field] of [
        [{ City: "Golden" }, "City"],
        [{ Code: "DEN-01-HQ" }, "Code"],
        [{ Address: null }, "Address"],
      ] as const) {
        const refused = await h.ok<ErrorBody>(GLOBEX, "UpdateLocation", { Id: building.id, ...patch }, 403);
        expect(refused.StatusMessage).toContain(field);
      }
      expect(
        (await update({ Id: building.id, City: current.City, Name: "Dispatch Building" }, GLOBEX)).Name,
      ).toBe("Dispatch Building");
      const site = await h.byCode("DEN-01", GLOBEX);
      expect((await update({ Id: site.id, PostalCode: "80216" }, GLOBEX)).PostalCode).toBe("80216");
      const bulk = await h.post(GLOBEX, "BulkUpdateLocations", {
        Ids: [site.id, building.id],
        City: "Golden",
      });
      expect(bulk.statusCode).toBe(403);
      expect((bulk.json() as ErrorBody).StatusMessage).toContain("City");
    });
  });
});
