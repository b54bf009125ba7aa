import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListQueryInput, ListReply, LocationListRow } from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";

const LIST = "/api/Location/GetLocationList";
type Body = ListQueryInput & { ParentId?: number };

describe.each(testBackends())("the location list on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let everything: LocationListRow[] = [];

  const call = (email: string, body: unknown) => t.call("POST", LIST, { token: tokens[email], body });
  const list = async (body: Body = {}, email = "admin@acme.example"): Promise<ListReply<LocationListRow>> => {
    const res = await call(email, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListReply<LocationListRow>;
  };
  const all = async (body: Body = {}, email = "admin@acme.example"): Promise<LocationListRow[]> => {
    const rows: LocationListRow[] = [];
    let after: string | null = null;
    for (;;) {
      const page: ListReply<LocationListRow> = await list(
        { ...body, StartRow: rows.length, PageSize: 50, After: after },
        email,
      );
      rows.push(...page.Rows);
      if (!page.NextCursor) return rows;
      after = page.NextCursor;
    }
  };
  const ids = (rows: LocationListRow[]) => rows.map((r) => r.Id);

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    for (const email of ["admin@acme.example", "tech@acme.example", "admin@globex.example"])
      tokens[email] = (await t.signIn(email)).token;
    everything = await all();
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("lists every location once, by name, with its level and parent's name", async () => {
    const first = await list({ PageSize: 10 });
    expect(first.TotalCount).toBe(everything.length);
    expect(new Set(ids(everything)).size).toBe(everything.length);
    expect(ids(first.Rows)).toEqual(ids(everything.slice(0, 10)));
    const room = everything.find((r) => r.LevelId === 4)!;
    expect(room).toMatchObject({ LevelName: "Room", ParentId: expect.any(Number) });
    expect(room.ParentName).toBe(everything.find((r) => r.Id === room.ParentId)!.Name);
    const site = everything.find((r) => r.LevelId === 1)!;
    expect(site).toMatchObject({ LevelName: "Site", ParentId: null, ParentName: null });
  });

  it("walks by cursor in the same order as by position, whatever the sort", async () => {
    for (const SortModel of [
      [
        { colId: "LevelName", sort: "desc" as const },
        { colId: "Name", sort: "asc" as const },
      ],
      [{ colId: "ParentName", sort: "asc" as const }],
      [
        { colId: "City", sort: "desc" as const },
        { colId: "Latitude", sort: "asc" as const },
      ],
    ]) {
      const byCursor = await all({ SortModel });
      const byPosition = (await list({ SortModel, PageSize: 500 })).Rows;
      expect(ids(byCursor)).toEqual(ids(byPosition));
      expect(byCursor).toHaveLength(everything.length);
    }
  });

  it("filters by level, parent, text and search", async () => {
    const buildings = await all({ FilterModel: { LevelId: { filterType: "set", values: [2] } } });
    expect(ids(buildings)).toEqual(ids(everything.filter((r) => r.LevelId === 2)));
    const site = everything.find((r) => r.LevelId === 1)!;
    const children = await all({ ParentId: site.Id });
    expect(children.length).toBeGreaterThan(0);
    expect(ids(children)).toEqual(ids(everything.filter((r) => r.ParentId === site.Id)));
    const underSite = await all({
      FilterModel: { ParentName: { filterType: "text", type: "equals", filter: site.Name } },
    });
    expect(ids(underSite)).toEqual(ids(everything.filter((r) => r.ParentName === site.Name)));
    const found = await all({ Search: site.Code });
    expect(ids(found)).toContain(site.Id);
    // A word matches a location's own text or its parent's name.
    const family = await all({ Search: site.Name.toUpperCase() });
    expect(ids(family)).toEqual(expect.arrayContaining([site.Id, ...ids(children)]));
    const haystack = (r: LocationListRow) =>
      [r.Code, r.Name, r.Address, r.City, r.State].join(" ").toLowerCase();
    const words = site.Name.toLowerCase().split(/\s+/);
    expect(ids(family)).toEqual(
      ids(
        everything.filter((r) =>
          words.every((w) => haystack(r).includes(w) || (r.ParentName ?? "").toLowerCase().includes(w)),
        ),
      ),
    );
  });

  it("refuses unknown columns naming the field, and shows only the caller's organisation", async () => {
    const res = await call("admin@acme.example", { SortModel: [{ colId: "Height", sort: "asc" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: [{ field: "SortModel.0.colId" }] });
    // Locations are read-only for a field technician: the list is theirs to read.
    expect((await list({}, "tech@acme.example")).TotalCount).toBe(everything.length);
    const globex = await all({}, "admin@globex.example");
    const acme = new Set(ids(everything));
    expect(globex.length).toBeGreaterThan(0);
    expect(globex.some((r) => acme.has(r.Id))).toBe(false);
    expect(
      (await list({ ParentId: everything.find((r) => r.LevelId === 1)!.Id }, "admin@globex.example"))
        .TotalCount,
    ).toBe(0);
  });
});
