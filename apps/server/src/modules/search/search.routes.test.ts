import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GRID_FILTERS_MAX_PER_GRID,
  type GridFiltersReply,
  type SearchFiltersReply,
} from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";

const state = {
  GridId: "fixedAssetManagement",
  FilterModel: { Category: { filterType: "text", type: "equals", filter: "HVAC" } },
  SortModel: [{ colId: "Name", sort: "desc" }],
  ColumnState: [
    { colId: "AssetTag", width: 140, pinned: "left" },
    { colId: "Name" },
    { colId: "SerialNumber", hide: true },
  ],
};

describe.each(testBackends())("saved grid filters and searches on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const employeeIds: Record<string, number> = {};

  const post = (email: string, action: string, body: unknown) =>
    t.call("POST", `/api/Search/${action}`, { token: tokens[email], body });
  const gridFilters = async (email: string, GridId = state.GridId) => {
    const res = await post(email, "GetGridFilters", { GridId });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as GridFiltersReply).GridFilters;
  };

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    for (const email of ["admin@acme.example", "viewer@acme.example", "admin@globex.example"]) {
      const signed = await t.signIn(email);
      tokens[email] = signed.token;
      employeeIds[email] = signed.record.EmpId;
    }
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("saves a grid's state and gives it back as it was, columns in order", async () => {
    const res = await post("viewer@acme.example", "PersistGridFilters", state);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ StatusCode: 0, GridFilter: { Name: null, IsDefault: false } });
    const [saved] = await gridFilters("viewer@acme.example");
    expect(saved).toMatchObject({ ...state, Name: null });
    expect(saved!.ColumnState.map((c) => c.colId)).toEqual(["AssetTag", "Name", "SerialNumber"]);
  });

  it("replaces a state saved under the same grid and name, keeps one default, and removes on request", async () => {
    const email = "admin@acme.example";
    await post(email, "PersistGridFilters", { ...state, Name: "Chillers", IsDefault: true });
    await post(email, "PersistGridFilters", { ...state, Name: "Pumps" });
    await post(email, "PersistGridFilters", { ...state, Name: "Chillers", SortModel: [], IsDefault: true });
    let saved = await gridFilters(email);
    expect(saved.map((s) => s.Name)).toEqual(["Chillers", "Pumps"]);
    expect(saved[0]).toMatchObject({ SortModel: [], IsDefault: true });
    await post(email, "PersistGridFilters", { ...state, Name: "Pumps", IsDefault: true });
    saved = await gridFilters(email);
    expect(saved.map((s) => [s.Name, s.IsDefault])).toEqual([
      ["Pumps", true],
      ["Chillers", false],
    ]);
    expect((await gridFilters(email, "locations")).length).toBe(0);
    expect((await post(email, "DeleteGridFilter", { GridId: state.GridId, Name: "Pumps" })).statusCode).toBe(
      200,
    );
    expect((await gridFilters(email)).map((s) => s.Name)).toEqual(["Chillers"]);
    expect((await post(email, "DeleteGridFilter", { GridId: state.GridId, Name: "Pumps" })).statusCode).toBe(
      404,
    );
  });

  it("keeps each employee's states their own", async () => {
    await post("admin@globex.example", "PersistGridFilters", { ...state, Name: "Globex only" });
    expect((await gridFilters("viewer@acme.example")).map((s) => s.Name)).toEqual([null]);
    expect((await gridFilters("admin@globex.example")).map((s) => s.Name)).toEqual(["Globex only"]);
    const other = employeeIds["viewer@acme.example"];
    const res = await post("admin@acme.example", "GetGridFilters", {
      GridId: state.GridId,
      EmployeeId: other,
    });
    expect(res.statusCode).toBe(403);
    expect((await t.call("POST", "/api/Search/GetGridFilters", { body: { GridId: "x" } })).statusCode).toBe(
      401,
    );
  });

  it("refuses bad states, naming the field", async () => {
    const bad = async (body: unknown) => {
      const res = await post("admin@acme.example", "PersistGridFilters", body);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as { fields: { field: string }[] }).fields[0]!.field;
    };
    expect(await bad({ ...state, GridId: "" })).toBe("GridId");
    expect(await bad({ ...state, SortModel: [{ colId: "Name", sort: "up" }] })).toBe("SortModel.0.sort");
    expect(await bad({ ...state, ColumnState: [{ colId: "Name", pinned: "middle" }] })).toBe(
      "ColumnState.0.pinned",
    );
    for (let i = 0; i < GRID_FILTERS_MAX_PER_GRID; i++)
      await post("viewer@acme.example", "PersistGridFilters", {
        ...state,
        GridId: "many",
        Name: `Filter ${i}`,
      });
    const res = await post("viewer@acme.example", "PersistGridFilters", {
      ...state,
      GridId: "many",
      Name: "One more",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: [{ field: "Name" }] });
    // Saving again under a name already kept is a replacement, not one more.
    const again = await post("viewer@acme.example", "PersistGridFilters", {
      ...state,
      GridId: "many",
      Name: "Filter 3",
    });
    expect(again.statusCode).toBe(200);
  });

  it("saves one JSON search per filter type and answers it to its owner only", async () => {
    const email = "admin@acme.example";
    const echo = { Email: email, LanguageId: 1, EmployeeId: employeeIds[email], TimeZoneOffset: "-07:00" };
    const search = JSON.stringify({ status: ["Open"], text: "chiller" });
    const saved = await post(email, "PersistJSONSearchFilters", {
      ...echo,
      FilterTypeId: 3,
      SearchQuery: search,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await post(email, "PersistJSONSearchFilters", { ...echo, FilterTypeId: 4, SearchQuery: { level: 2 } });
    await post(email, "PersistJSONSearchFilters", {
      ...echo,
      FilterTypeId: 3,
      SearchQuery: '{"text":"pump"}',
    });
    const one = (
      await post(email, "GetSearchFilters", { ...echo, FilterTypeId: 3 })
    ).json() as SearchFiltersReply;
    expect(one.SearchFilters.map((s) => [s.FilterTypeId, s.SearchQuery])).toEqual([[3, '{"text":"pump"}']]);
    const every = (await post(email, "GetSearchFilters", { ...echo })).json() as SearchFiltersReply;
    expect(every.SearchFilters.map((s) => [s.FilterTypeId, s.SearchQuery])).toEqual([
      [3, '{"text":"pump"}'],
      [4, '{"level":2}'],
    ]);
    const theirs = (
      await post("viewer@acme.example", "GetSearchFilters", { FilterTypeId: 3 })
    ).json() as SearchFiltersReply;
    expect(theirs.SearchFilters).toEqual([]);
    const notJson = await post(email, "PersistJSONSearchFilters", { FilterTypeId: 3, SearchQuery: "{oops" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ fields: [{ field: "SearchQuery" }] });
    const missing = await post(email, "PersistJSONSearchFilters", { SearchQuery: "{}" });
    expect(missing.json()).toMatchObject({ fields: [{ field: "FilterTypeId" }] });
  });
});
