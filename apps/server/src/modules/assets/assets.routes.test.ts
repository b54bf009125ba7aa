import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssetListQuery, AssetListRow, ListQueryInput, ListReply } from "@fieldstead/domain";
import { ModuleId } from "@fieldstead/domain";
import {
  createTestApp,
  openTestDatabase,
  revokeModule,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";

const LIST = "/api/FixedAsset/GetAssetList";
type Body = ListQueryInput & Partial<Pick<AssetListQuery, "VerificationFilter" | "LocationId">>;

describe.each(testBackends())("the fixed-asset list on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let lease: SignedIn;
  /** Every Acme asset, read in pages of 500 by position. */
  let everything: AssetListRow[] = [];

  const call = (email: string, body: unknown) => t.call("POST", LIST, { token: tokens[email], body });
  const list = async (body: Body = {}, email = "admin@acme.example"): Promise<ListReply<AssetListRow>> => {
    const res = await call(email, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListReply<AssetListRow>;
  };
  const all = async (body: Body = {}, email = "admin@acme.example"): Promise<AssetListRow[]> => {
    const rows: AssetListRow[] = [];
    for (;;) {
      const page = await list({ ...body, StartRow: rows.length, PageSize: 500 }, email);
      rows.push(...page.Rows);
      if (page.Rows.length < 500) return rows;
    }
  };
  const ids = (rows: AssetListRow[]) => rows.map((r) => r.Id);
  const badField = async (body: unknown) => {
    const res = await call("admin@acme.example", body);
    expect(res.statusCode, res.body).toBe(400);
    return (res.json() as { fields: { field: string }[] }).fields.map((f) => f.field);
  };

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    for (const email of [
      "admin@acme.example",
      "lease@acme.example",
      "viewer@acme.example",
      "admin@globex.example",
    ])
      tokens[email] = (await t.signIn(email)).token;
    lease = await t.signIn("lease@acme.example");
    everything = await all();
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("answers the first page sorted by name, with the total and a cursor to the next page", async () => {
    const page = await list({ PageSize: 25 });
    expect(page.Rows).toHaveLength(25);
    expect(page.TotalCount).toBe(everything.length);
    expect(everything.length).toBeGreaterThan(100);
    expect(ids(page.Rows)).toEqual(ids(everything.slice(0, 25)));
    expect(page.NextCursor).toEqual(expect.any(String));
    const row = page.Rows[0]!;
    expect(row).toMatchObject({ AssetTag: expect.stringMatching(/^ACM-/), StatusName: expect.any(String) });
    expect(typeof row.UpdatedAt).toBe("string");
    const named = everything.find((r) => r.StatusId === 3);
    if (named) expect(named.StatusName).toBe("In Repair");
    expect(everything.some((r) => r.LocationName !== null)).toBe(true);
  });

  it("answers the same page by cursor as by position, and no cursor on the last page", async () => {
    const first = await list({ PageSize: 40 });
    const byCursor = await list({ PageSize: 40, StartRow: 40, After: first.NextCursor });
    const byPosition = await list({ PageSize: 40, StartRow: 40 });
    expect(ids(byCursor.Rows)).toEqual(ids(byPosition.Rows));
    expect(byCursor.TotalCount).toBe(everything.length);
    const last = await list({ PageSize: 40, StartRow: everything.length - 10 });
    expect(last.Rows).toHaveLength(10);
    expect(last.NextCursor).toBeNull();
  });

  it("sorts each way: descending is ascending reversed, ties broken by id", async () => {
    for (const colId of ["Name", "Category", "PurchaseCost", "LocationName", "StatusName", "UpdatedAt"]) {
      const up = await all({ SortModel: [{ colId, sort: "asc" }] });
      const down = await all({ SortModel: [{ colId, sort: "desc" }] });
      expect(ids(down), colId).toEqual(ids(up).reverse());
    }
    const costs = (await all({ SortModel: [{ colId: "PurchaseCost", sort: "asc" }] })).map(
      (r) => r.PurchaseCost,
    );
    const known = costs.filter((c): c is number => c !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    // Blanks last going up.
    expect(costs.slice(known.length).every((c) => c === null)).toBe(true);
  });

  it("filters text (any case, % and _ taken literally), numbers, dates and value lists", async () => {
    const word = everything[0]!.Name.split(" ")[0]!.toUpperCase();
    const named = await all({
      FilterModel: { Name: { filterType: "text", type: "contains", filter: word } },
    });
    expect(ids(named)).toEqual(ids(everything.filter((r) => r.Name.toUpperCase().includes(word))));
    for (const literal of ["%", "_"])
      expect(
        (await list({ FilterModel: { Name: { filterType: "text", type: "contains", filter: literal } } }))
          .TotalCount,
      ).toBe(0);
    const category = everything[0]!.Category;
    const exact = await all({
      FilterModel: { Category: { filterType: "text", type: "equals", filter: category.toLowerCase() } },
    });
    expect(ids(exact)).toEqual(ids(everything.filter((r) => r.Category === category)));

    const expensive = await all({
      FilterModel: { PurchaseCost: { filterType: "number", type: "greaterThan", filter: 5000 } },
    });
    expect(ids(expensive)).toEqual(
      ids(everything.filter((r) => r.PurchaseCost !== null && r.PurchaseCost > 5000)),
    );

    const dates = everything
      .map((r) => r.PurchaseDate)
      .filter((d): d is string => d !== null)
      .sort();
    const [from, to] = [dates[Math.floor(dates.length / 4)]!, dates[Math.floor(dates.length / 2)]!];
    const bought = await all({
      FilterModel: {
        PurchaseDate: { filterType: "date", type: "inRange", dateFrom: `${from} 00:00:00`, dateTo: to },
      },
    });
    expect(ids(bought)).toEqual(
      ids(
        everything.filter((r) => r.PurchaseDate !== null && r.PurchaseDate >= from && r.PurchaseDate <= to),
      ),
    );

    const statuses = await all({ FilterModel: { StatusId: { filterType: "set", values: [1, "3"] } } });
    expect(ids(statuses)).toEqual(ids(everything.filter((r) => r.StatusId === 1 || r.StatusId === 3)));
    const byName = await all({ FilterModel: { StatusName: { filterType: "set", values: ["In Repair"] } } });
    expect(ids(byName)).toEqual(ids(everything.filter((r) => r.StatusId === 3)));
    expect((await list({ FilterModel: { StatusId: { filterType: "set", values: [] } } })).TotalCount).toBe(0);
    const blank = await all({ FilterModel: { SerialNumber: { filterType: "text", type: "blank" } } });
    expect(ids(blank)).toEqual(ids(everything.filter((r) => !r.SerialNumber)));
  });

  it("applies the verification filter and the location", async () => {
    let sum = 0;
    for (const state of ["Pending_Verification", "Verified", "Unverified", "Newly_Created"] as const) {
      const rows = await all({ VerificationFilter: state });
      expect(rows.every((r) => r.VerificationState === state)).toBe(true);
      sum += rows.length;
    }
    expect(sum).toBe(everything.length);
    expect((await list({ VerificationFilter: "All" })).TotalCount).toBe(everything.length);
    const locationId = everything.find((r) => r.LocationId !== null)!.LocationId!;
    const here = await all({ LocationId: locationId });
    expect(ids(here)).toEqual(ids(everything.filter((r) => r.LocationId === locationId)));
  });

  it("searches every word, in any case, across tag, name, category, make, model and serial", async () => {
    const sample = everything.find((r) => r.Manufacturer && r.Model)!;
    const words = [sample.Manufacturer!.split(" ")[0]!, sample.Name.split(" ")[0]!];
    const found = await all({ Search: `  ${words.join("  ").toUpperCase()} ` });
    expect(ids(found)).toContain(sample.Id);
    const haystack = (r: AssetListRow) =>
      [r.AssetTag, r.Name, r.Category, r.Manufacturer, r.Model, r.SerialNumber].join(" ").toLowerCase();
    expect(ids(found)).toEqual(
      ids(everything.filter((r) => words.every((w) => haystack(r).includes(w.toLowerCase())))),
    );
    expect((await list({ Search: sample.AssetTag })).Rows.map((r) => r.Id)).toEqual([sample.Id]);
    expect((await list({ Search: `${sample.AssetTag} nothing-like-this` })).TotalCount).toBe(0);
  });

  it("refuses unknown columns, wrong filter types and forged cursors, naming the field", async () => {
    expect(
      await badField({
        SortModel: [
          { colId: "Name", sort: "asc" },
          { colId: "Colour", sort: "asc" },
        ],
      }),
    ).toEqual(["SortModel.1.colId"]);
    expect(
      await badField({ FilterModel: { Colour: { filterType: "text", type: "contains", filter: "red" } } }),
    ).toEqual(["FilterModel.Colour"]);
    expect(
      await badField({ FilterModel: { Name: { filterType: "number", type: "equals", filter: 1 } } }),
    ).toEqual(["FilterModel.Name.filterType"]);
    expect(await badField({ FilterModel: { StatusId: { filterType: "set", values: ["active"] } } })).toEqual([
      "FilterModel.StatusId.values.0",
    ]);
    expect(await badField({ FilterModel: { Name: { filterType: "text", type: "contains" } } })).toEqual([
      "FilterModel.Name.filter",
    ]);
    expect(await badField({ SortModel: [{ colId: "Name", sort: "sideways" }] })).toEqual([
      "SortModel.0.sort",
    ]);
    expect(await badField({ PageSize: 501 })).toEqual(["PageSize"]);
    expect(await badField({ After: "not a cursor!" })).toEqual(["After"]);
    const page = await list({ PageSize: 5, SortModel: [{ colId: "UpdatedAt", sort: "desc" }] });
    const decoded = JSON.parse(Buffer.from(page.NextCursor!, "base64url").toString()) as { k: string[] };
    decoded.k = ["2026-02-31 10:00:00+00"];
    const forged = Buffer.from(JSON.stringify(decoded)).toString("base64url");
    expect(
      await badField({
        PageSize: 5,
        StartRow: 5,
        After: forged,
        SortModel: [{ colId: "UpdatedAt", sort: "desc" }],
      }),
    ).toEqual(["After"]);
  });

  it("ignores a cursor made for another sort or filter and reads that page by position", async () => {
    const byName = await list({ PageSize: 20 });
    const other = await list({
      PageSize: 20,
      StartRow: 20,
      After: byName.NextCursor,
      SortModel: [{ colId: "Category", sort: "desc" }],
    });
    const expected = await list({
      PageSize: 20,
      StartRow: 20,
      SortModel: [{ colId: "Category", sort: "desc" }],
    });
    expect(ids(other.Rows)).toEqual(ids(expected.Rows));
    const filtered = await list({
      PageSize: 20,
      StartRow: 20,
      After: byName.NextCursor,
      VerificationFilter: "Verified",
    });
    expect(ids(filtered.Rows)).toEqual(
      ids((await list({ PageSize: 20, StartRow: 20, VerificationFilter: "Verified" })).Rows),
    );
  });

  it("is refused to a role without Fixed Assets, and shows only the caller's organisation", async () => {
    expect((await list({ PageSize: 1 }, "lease@acme.example")).TotalCount).toBe(everything.length);
    await revokeModule(t, lease, { moduleId: ModuleId.FixedAssets });
    expect((await call("lease@acme.example", {})).statusCode).toBe(403);
    expect((await t.call("POST", LIST, { body: {} })).statusCode).toBe(401);
    expect((await list({}, "viewer@acme.example")).TotalCount).toBe(everything.length);
    const globex = await all({}, "admin@globex.example");
    expect(globex.length).toBeGreaterThan(0);
    const acmeIds = new Set(ids(everything));
    expect(globex.some((r) => acmeIds.has(r.Id))).toBe(false);
    expect(globex.every((r) => r.AssetTag.startsWith("GBX-"))).toBe(true);
    const acmeLocation = everything.find((r) => r.LocationId !== null)!.LocationId!;
    expect((await list({ LocationId: acmeLocation }, "admin@globex.example")).TotalCount).toBe(0);
  });
});
