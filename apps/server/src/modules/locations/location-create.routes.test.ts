import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LocationLevel,
  ModuleId,
  type LocationBulkCreateReply,
  type LocationListRow,
  type ListReply,
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

const { Site, Building, Floor, Room } = LocationLevel;

describe.each(testBackends())("creating locations on %s", (backend) => {
  let h: LocationsHarness;
  beforeAll(async () => {
    h = await openLocationsHarness(backend);
  });
  afterAll(() => h?.close());

  const create = async (body: object, email = ADMIN) =>
    (await h.ok<LocationReply>(email, "CreateLocation", body)).Location;
  const countNamed = async (text: string) =>
    (
      await h.ok<ListReply<LocationListRow>>(ADMIN, "GetLocationList", {
        FilterModel: { Name: { filterType: "text", type: "contains", filter: text } },
      })
    ).TotalCount;

  it("creates a site with a code from its name, the next free number, and records who and when", async () => {
    const site = await create({ Name: "Denver Tech Center", LevelId: Site, City: "Denver", State: "CO" });
    expect(site).toMatchObject({
      Code: "DTC-02",
      LevelName: "Site",
      ParentId: null,
      Path: [],
      City: "Denver",
      Status: "Active",
      CreatedByName: expect.stringMatching(/\S/),
      SubLocationCount: 0,
      AssetCount: 0,
    });
    const [entry] = await h.history(site.Id);
    expect(entry).toMatchObject({ Action: "Created", EmployeeName: site.CreatedByName });
    expect(entry!.Summary).toContain("DTC-02");
    expect(entry!.Changes).toEqual(expect.arrayContaining([{ Field: "City", From: null, To: "Denver" }]));
  });

  it("gives a building the site's address and coordinates and the next building code", async () => {
    const site = await h.byCode("DTC-01");
    const parent = await h.detail(site.id);
    const building = await create({ Name: "Orchard Hall", LevelId: Building, ParentId: site.id });
    expect(building).toMatchObject({
      Code: "DTC-01-B3",
      ParentId: site.id,
      ParentName: parent.Name,
      Path: [{ Id: site.id, Code: "DTC-01", LevelName: "Site" }],
      Address: parent.Address,
      City: parent.City,
      State: parent.State,
      Country: parent.Country,
      Latitude: parent.Latitude,
      Longitude: parent.Longitude,
    });
    const floor = await create({ Name: "Orchard Hall – Floor 1", LevelId: Floor, ParentId: building.Id });
    expect(floor.Code).toBe("DTC-01-B3-F1");
    const room = await create({
      Name: "Orchard Hall Room 101",
      LevelId: Room,
      ParentId: floor.Id,
      City: parent.City,
    });
    expect(room.Code).toBe("DTC-01-B3-F1-R101");
    expect(room.Path.map((p) => p.Code)).toEqual(["DTC-01", "DTC-01-B3", "DTC-01-B3-F1"]);
    // Rooms on the demo data's second floor follow its numbering.
    const secondFloor = await h.byCode("DTC-01-B1-F2");
    expect((await create({ Name: "Quiet Room", LevelId: Room, ParentId: secondFloor.id })).Code).toBe(
      "DTC-01-B1-F2-R202",
    );
  });

  it("gives each of many creates under one parent at the same moment its own next code", async () => {
    const site = await h.byCode("SLC-01");
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h.post(ADMIN, "CreateLocation", {
          Name: `Salt Lake Annex ${i}`,
          LevelId: Building,
          ParentId: site.id,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    const codes = replies.map((r) => (r.json() as LocationReply).Location.Code);
    expect(new Set(codes).size).toBe(12);
    expect(codes.every((c) => /^SLC-01-B\d+$/.test(c))).toBe(true);
  });

  it("lets an administrator give a code and other place values", async () => {
    const site = await h.byCode("BRP-01");
    const building = await create({
      Name: "Research Annex",
      LevelId: Building,
      ParentId: site.id,
      Code: "BRP-ANNEX",
      City: "Louisville",
      Latitude: 39.97,
      Longitude: -105.13,
    });
    expect(building).toMatchObject({ Code: "BRP-ANNEX", City: "Louisville", Latitude: 39.97 });
    const res = await h.post(ADMIN, "CreateLocation", { Name: "Twin", LevelId: Site, Code: "brp-annex" });
    expect(res.statusCode).toBe(409);
    expect((res.json() as ErrorBody).fields?.[0]?.field).toBe("Code");
  });

  it.each([
    [{ Name: "", LevelId: Site }, ["Name"]],
    [{ Name: "Hall", LevelId: Building }, ["ParentId"]],
    [{ Name: "Hall", LevelId: 7 }, ["LevelId"]],
    [{ Name: "Yard", LevelId: Site, Latitude: 40 }, ["Longitude"]],
    [{ Name: "Yard", LevelId: Site, Latitude: 95, Longitude: 0 }, ["Latitude"]],
    [{ Name: "Yard", LevelId: Site, Code: "has space" }, ["Code"]],
    [{ Name: "Hall", LevelId: Building, ParentId: 2_147_483_000 }, ["ParentId"]],
  ])("refuses %j naming %j", async (body, fields) => {
    expect(await h.badFields(ADMIN, "CreateLocation", body)).toEqual(fields);
  });

  it("refuses a parent of the wrong level or of another organisation", async () => {
    const room = await h.byCode("DTC-01-B1-F1-R101");
    const res = await h.post(ADMIN, "CreateLocation", {
      Name: "Closet",
      LevelId: Building,
      ParentId: room.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: [{ field: "ParentId", message: "a building's parent must be a site, not a room" }],
    });
    const globexSite = await h.byCode("DEN-01", GLOBEX);
    expect(
      await h.badFields(ADMIN, "CreateLocation", {
        Name: "Hall",
        LevelId: Building,
        ParentId: globexSite.id,
      }),
    ).toEqual(["ParentId"]);
  });

  it.each(READ_ONLY)("refuses %s (locations read-only) with 403", async (email) => {
    const res = await h.post(email, "CreateLocation", { Name: "Shed", LevelId: Site });
    expect(res.statusCode).toBe(403);
    expect(
      (await h.post(email, "BulkCreateLocations", { Locations: [{ Name: "Shed", LevelId: Site }] }))
        .statusCode,
    ).toBe(403);
  });

  it("bulk-creates a tree in one call: parents by code, of existing locations or of earlier rows", async () => {
    const reply = await h.ok<LocationBulkCreateReply>(ADMIN, "BulkCreateLocations", {
      Locations: [
        { Name: "Aurora Depot", LevelId: Site, Code: "AUR-01", City: "Aurora", State: "CO" },
        { Name: "Aurora Depot Store", LevelId: Building, ParentCode: "aur-01" },
        { Name: "Aurora Depot Store – Ground Floor", LevelId: Floor, ParentCode: "AUR-01-B1" },
        { Name: "Aurora Depot Store Room 101", LevelId: Room, ParentCode: "AUR-01-B1-F1" },
        { Name: "Tempe Garage", LevelId: Building, ParentCode: "TMP-01" },
      ],
    });
    expect(reply.Count).toBe(5);
    expect(reply.Locations.map((l) => l.Code).sort()).toEqual(
      ["AUR-01", "AUR-01-B1", "AUR-01-B1-F1", "AUR-01-B1-F1-R101", "TMP-01-B2"].sort(),
    );
    const room = reply.Locations.find((l) => l.Code === "AUR-01-B1-F1-R101")!;
    expect(await h.detail(room.Id)).toMatchObject({
      City: "Aurora",
      State: "CO",
      Path: [{ Code: "AUR-01" }, {}, {}],
    });
    expect((await h.history(room.Id))[0]?.Action).toBe("Created");
  });

  it("bulk-creates all or nothing, naming each bad row and field", async () => {
    const body = {
      Locations: [
        { Name: "Lakewood Yard", LevelId: Site },
        { Name: "Lakewood Shed", LevelId: Building, ParentCode: "LWD-NOPE" },
        { Name: "Lakewood Office", LevelId: Floor, ParentCode: "DTC-01" },
        { Name: "Lakewood Hut", LevelId: Building, ParentCode: "DTC-01" },
      ],
    };
    const res = await h.post(ADMIN, "BulkCreateLocations", body);
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as ErrorBody).fields!;
    expect(fields.map((f) => f.field)).toEqual(["Locations.1.ParentCode", "Locations.2.ParentCode"]);
    expect(fields[1]!.message).toBe("a floor's parent must be a building, not a site");
    expect(await countNamed("Lakewood")).toBe(0);
    expect(
      await h.badFields(ADMIN, "BulkCreateLocations", { Locations: [{ Name: "", LevelId: Site }] }),
    ).toEqual(["Locations.0.Name"]);
    const tooMany = {
      Locations: Array.from({ length: 501 }, (_, i) => ({ Name: `Yard ${i}`, LevelId: Site })),
    };
    expect(await h.badFields(ADMIN, "BulkCreateLocations", tooMany)).toEqual(["Locations"]);
    const fixed = {
      Locations: [
        body.Locations[0],
        { ...body.Locations[1], ParentCode: undefined, ParentId: (await h.byCode("DTC-01")).id },
      ],
    };
    expect((await h.ok<LocationBulkCreateReply>(ADMIN, "BulkCreateLocations", fixed)).Count).toBe(2);
    expect(await countNamed("Lakewood")).toBe(2);
  });

  describe("without Edit Automated Fields (Globex's administrator)", () => {
    beforeAll(() => h.revoke(GLOBEX, ModuleId.LocationEditAutomatedFields));

    it("refuses a code of its own or a place other than the parent's with 403 naming the field", async () => {
      const site = await h.byCode("DEN-01", GLOBEX);
      const parent = await h.detail(site.id, GLOBEX);
      for (const [body, field] of [
        [{ City: "Golden" }, "City"],
        [{ Code: "DEN-01-X" }, "Code"],
        [{ Latitude: 1, Longitude: 2 }, "Latitude"],
      ] as const) {
        const refused = await h.ok<ErrorBody>(
          GLOBEX,
          "CreateLocation",
          { Name: "Yard Shed", LevelId: Building, ParentId: site.id, ...body },
          403,
        );
        expect(refused.StatusMessage).toContain(field);
      }
      const same = await create(
        { Name: "Yard Shed", LevelId: Building, ParentId: site.id, City: parent.City, State: parent.State },
        GLOBEX,
      );
      expect(same).toMatchObject({ Code: "DEN-01-B3", City: parent.City });
      // A site's place is its own; only its code is generated.
      expect((await create({ Name: "Golden Yard", LevelId: Site, City: "Golden" }, GLOBEX)).Code).toBe(
        "GYA-01",
      );
      const bulk = await h.post(GLOBEX, "BulkCreateLocations", {
        Locations: [{ Name: "Shed 2", LevelId: Building, ParentId: site.id, PostalCode: "80216" }],
      });
      expect(bulk.statusCode).toBe(403);
      expect((bulk.json() as ErrorBody).StatusMessage).toContain("Locations.0.PostalCode");
    });
  });
});
