import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ModuleId,
  type HistoryReply,
  type LocationListRow,
  type LocationReply,
  type ListReply,
  type SearchLocationsReply,
} from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import {
  ADMIN,
  GLOBEX,
  openLocationsHarness,
  READ_ONLY,
  type LocationsHarness,
} from "./locations.test-fixtures.ts";

describe.each(testBackends())("reading locations on %s", (backend) => {
  let h: LocationsHarness;
  let everything: LocationListRow[];
  beforeAll(async () => {
    h = await openLocationsHarness(backend);
    everything = (await h.ok<ListReply<LocationListRow>>(ADMIN, "GetLocationList", { PageSize: 500 })).Rows;
  });
  afterAll(() => h?.close());

  const byCode = (code: string) => everything.find((l) => l.Code === code)!;
  const search = async (body: object, email = ADMIN) =>
    (await h.ok<SearchLocationsReply>(email, "SearchLocations", body)).Locations;

  it("answers one location in full: parents as a path, who created it, its counts", async () => {
    const room = byCode("DTC-01-B1-F2-R201");
    const detail = await h.detail(room.Id);
    expect(detail).toMatchObject({
      Id: room.Id,
      Code: room.Code,
      LevelName: "Room",
      ParentName: byCode("DTC-01-B1-F2").Name,
      Path: [
        { Code: "DTC-01", LevelName: "Site" },
        { Code: "DTC-01-B1", LevelName: "Building" },
        { Code: "DTC-01-B1-F2", LevelName: "Floor" },
      ],
      SubLocationCount: 0,
      AllSubLocationCount: 0,
      CreatedByName: expect.stringMatching(/\S/),
    });
    const site = await h.detail(byCode("DTC-01").Id);
    const children = everything.filter((l) => l.ParentId === site.Id);
    expect(site.SubLocationCount).toBe(children.length);
    expect(site.AllSubLocationCount).toBe(everything.filter((l) => l.Code.startsWith("DTC-01-")).length);
    expect(site.AllAssetCount).toBeGreaterThanOrEqual(site.AssetCount);
    for (const email of READ_ONLY) expect((await h.detail(site.Id, email)).Id).toBe(site.Id);
  });

  it("answers 404 for another organisation's id and 400 for an id that is no number", async () => {
    const site = byCode("DTC-01");
    expect((await h.get(GLOBEX, "GetLocation", `Id=${site.Id}`)).statusCode).toBe(404);
    const bad = await h.get(ADMIN, "GetLocation", "Id=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: [{ field: "Id" }] });
  });

  it("finds locations by words of their code, name, address or city, with their parents' names", async () => {
    const found = await search({ Search: "belleview floor 2" });
    expect(found[0]).toMatchObject({
      Code: "DTC-01-B1-F2",
      Path: `${byCode("DTC-01").Name} › ${byCode("DTC-01-B1").Name}`,
    });
    expect(found.every((f) => f.Name.toLowerCase().includes("belleview"))).toBe(true);
    const sites = await search({ LevelIds: [1], Limit: 50 });
    expect(sites.map((s) => s.Id).sort()).toEqual(
      everything
        .filter((l) => l.LevelId === 1)
        .map((l) => l.Id)
        .sort(),
    );
    expect(sites.every((s) => s.Path === "")).toBe(true);
    const warehouses = await search({ IsWarehouse: true });
    expect(warehouses.map((w) => w.Code)).toEqual(everything.filter((l) => l.IsWarehouse).map((l) => l.Code));
    expect((await search({ Search: "union ave", Limit: 2 })).length).toBe(2);
    const names = (await search({ Limit: 10 })).map((l) => l.Name);
    expect(names).toEqual(everything.slice(0, 10).map((l) => l.Name));
    expect(await search({ Search: byCode("DTC-01").Code }, GLOBEX)).toEqual([]);
    expect(await h.badFields(ADMIN, "SearchLocations", { Limit: 51 })).toEqual(["Limit"]);
  });

  it("leaves out inactive locations when asked for active ones only", async () => {
    const site = byCode("TMP-01");
    await h.ok<LocationReply>(ADMIN, "UpdateLocation", { Id: site.Id, Status: "Inactive" });
    expect((await search({ Search: "tempe" })).map((l) => l.Id)).toContain(site.Id);
    expect((await search({ Search: "tempe", ActiveOnly: true })).map((l) => l.Id)).not.toContain(site.Id);
  });

  it("filters the list by IsWarehouse (1 or 0) and carries it in each row", async () => {
    const page = await h.ok<ListReply<LocationListRow>>(ADMIN, "GetLocationList", {
      FilterModel: { IsWarehouse: { filterType: "set", values: [1] } },
    });
    expect(page.TotalCount).toBeGreaterThan(0);
    expect(page.Rows.every((r) => r.IsWarehouse)).toBe(true);
    expect(page.TotalCount).toBe(everything.filter((l) => l.IsWarehouse).length);
  });

  it("reads history newest first, a page at a time", async () => {
    const site = byCode("BRP-01");
    for (const name of ["Boulder Park 1", "Boulder Park 2", "Boulder Park 3"])
      await h.ok<LocationReply>(ADMIN, "UpdateLocation", { Id: site.Id, Name: name });
    const first = await h.ok<HistoryReply>(ADMIN, "GetLocationHistory", { Id: site.Id, PageSize: 2 });
    expect(first.Entries.map((e) => e.Changes[0]?.To)).toEqual(["Boulder Park 3", "Boulder Park 2"]);
    const next = await h.ok<HistoryReply>(ADMIN, "GetLocationHistory", {
      Id: site.Id,
      PageSize: 2,
      Before: first.NextBefore,
    });
    expect(next.Entries[0]?.Changes[0]?.To).toBe("Boulder Park 1");
    // The oldest entry, at the end of the last page, is the location's creation.
    let rest = next;
    while (rest.NextBefore !== null)
      rest = await h.ok<HistoryReply>(ADMIN, "GetLocationHistory", { Id: site.Id, Before: rest.NextBefore });
    expect(rest.Entries.at(-1)?.Action).toBe("Created");
    expect((await h.post(GLOBEX, "GetLocationHistory", { Id: site.Id })).statusCode).toBe(404);
    for (const email of READ_ONLY)
      expect((await h.post(email, "GetLocationHistory", { Id: site.Id })).statusCode).toBe(200);
    await h.revoke(GLOBEX, ModuleId.LocationHistory);
    expect(
      (await h.post(GLOBEX, "GetLocationHistory", { Id: (await h.byCode("DEN-01", GLOBEX)).id })).statusCode,
    ).toBe(403);
  });
});
