import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { count } from "drizzle-orm";
import { drizzle, type PgliteDatabase } from "drizzle-orm/pglite";
import { ListQuerySchema, type ListQueryInput, type ListReply, type ListSort } from "@fieldstead/domain";
import { planList, runList } from "./list-query.ts";
import { ListQueryError } from "./list-query.errors.ts";
import { escapeLike } from "./list-query.filters.ts";
import { THINGS, things } from "./list-query.fixture.ts";

type Thing = { id: number; name: string; size: number | null; kind: string | null };
const ORG = 1;

describe("the list mechanism", () => {
  let client: PGlite;
  let db: PgliteDatabase;

  const read = async (input: ListQueryInput): Promise<ListReply<Thing>> => {
    const plan = planList(THINGS, ListQuerySchema.parse(input), { orgId: ORG });
    return runList(
      plan,
      {
        page: () =>
          db
            .select({
              id: things.id,
              name: things.name,
              size: things.size,
              kind: things.kind,
              ...plan.cursorSelection,
            })
            .from(things)
            .where(plan.pageWhere)
            .orderBy(...plan.orderBy)
            .limit(plan.limit)
            .offset(plan.offset),
        count: async () => (await db.select({ n: count() }).from(things).where(plan.where))[0]!.n,
      },
      (r) => ({ id: r.id, name: r.name, size: r.size, kind: r.kind }),
    );
  };

  /** Every page of a walk, by cursor when `byCursor`, else by position. */
  const walk = async (SortModel: ListSort[], byCursor: boolean, PageSize = 7) => {
    const seen: number[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const page: ListReply<Thing> = await read({
        SortModel,
        PageSize,
        StartRow: seen.length,
        After: byCursor ? after : null,
      });
      seen.push(...page.Rows.map((r) => r.id));
      if (!page.NextCursor) return { ids: seen, total: page.TotalCount };
      after = page.NextCursor;
    }
    throw new Error("walk did not end");
  };

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle({ client });
    await client.exec(`create table things (id integer primary key, org_id integer not null, name text not null,
      size integer, born date, seen_at timestamptz not null, kind text)`);
    // Many ties, NULLs in every nullable column, and timestamps finer than a millisecond.
    await client.exec(`insert into things
      select i, case when i % 9 = 0 then 2 else 1 end, 'thing ' || (i % 13), case when i % 5 = 0 then null else i % 4 end,
        case when i % 7 = 0 then null else date '2026-01-01' + (i % 6) end,
        timestamptz '2026-03-01 10:00:00.123456+00' + (i % 3) * interval '1 microsecond',
        case when i % 4 = 0 then null when i % 4 = 1 then 'a_b' else '50%' end
      from generate_series(1, 160) i`);
  });
  afterAll(async () => {
    await client?.close();
  });

  it.each<[string, ListSort[]]>([
    ["the default order", []],
    ["one nullable key descending", [{ colId: "Size", sort: "desc" }]],
    [
      "uniform ascending over nullable keys",
      [
        { colId: "Size", sort: "asc" },
        { colId: "Born", sort: "asc" },
      ],
    ],
    [
      "mixed directions",
      [
        { colId: "Name", sort: "desc" },
        { colId: "Size", sort: "asc" },
        { colId: "Kind", sort: "desc" },
      ],
    ],
    ["sub-millisecond timestamps", [{ colId: "SeenAt", sort: "desc" }]],
    [
      "timestamps then dates",
      [
        { colId: "SeenAt", sort: "asc" },
        { colId: "Born", sort: "desc" },
      ],
    ],
  ])("walks %s by cursor exactly as by position, every row once", async (_, sort) => {
    const byPosition = await walk(sort, false);
    const byCursor = await walk(sort, true);
    const [{ n }] = (await client.query<{ n: number }>("select count(*)::int n from things where org_id = 1"))
      .rows as [{ n: number }];
    expect(byCursor.ids).toEqual(byPosition.ids);
    expect(new Set(byCursor.ids).size).toBe(n);
    expect(byCursor.total).toBe(n);
  });

  it("places NULLs last going up and first going down", async () => {
    const up = await read({ SortModel: [{ colId: "Size", sort: "asc" }], PageSize: 500 });
    const down = await read({ SortModel: [{ colId: "Size", sort: "desc" }], PageSize: 500 });
    expect(up.Rows.at(-1)!.size).toBeNull();
    expect(up.Rows[0]!.size).toBe(0);
    expect(down.Rows[0]!.size).toBeNull();
    expect(down.Rows.map((r) => r.id)).toEqual(up.Rows.map((r) => r.id).reverse());
  });

  it("takes % and _ in a text filter literally and ignores case", async () => {
    const percent = await read({
      FilterModel: { Kind: { filterType: "text", type: "contains", filter: "%" } },
      PageSize: 500,
    });
    expect(percent.Rows.length).toBeGreaterThan(0);
    expect(percent.Rows.every((r) => r.kind === "50%")).toBe(true);
    const underscore = await read({
      FilterModel: { Kind: { filterType: "text", type: "equals", filter: "A_B" } },
      PageSize: 500,
    });
    expect(underscore.Rows.every((r) => r.kind === "a_b")).toBe(true);
    expect(
      (await read({ FilterModel: { Kind: { filterType: "text", type: "equals", filter: "axb" } } }))
        .TotalCount,
    ).toBe(0);
    expect(escapeLike("5%_\\")).toBe("5\\%\\_\\\\");
  });

  it("filters a point in time by the day in the display time zone", async () => {
    // 10:00 UTC on 1 March is 03:00 in Denver, still 1 March there.
    const on = await read({
      FilterModel: { SeenAt: { filterType: "date", type: "equals", dateFrom: "2026-03-01" } },
    });
    const before = await read({
      FilterModel: { SeenAt: { filterType: "date", type: "lessThan", dateFrom: "2026-03-01" } },
    });
    expect(on.TotalCount).toBeGreaterThan(0);
    expect(before.TotalCount).toBe(0);
  });

  it("keeps other organisations' rows out whatever the filters", async () => {
    const page = await read({ PageSize: 500, Search: "thing" });
    const [{ n }] = (await client.query<{ n: number }>("select count(*)::int n from things where org_id = 1"))
      .rows as [{ n: number }];
    expect(page.TotalCount).toBe(n);
    expect(page.Rows.every((r) => r.id % 9 !== 0)).toBe(true);
  });

  it("refuses a cursor whose values the sort columns could not hold", async () => {
    const first = await read({ SortModel: [{ colId: "Size", sort: "asc" }], PageSize: 3 });
    const cursor = JSON.parse(Buffer.from(first.NextCursor!, "base64url").toString()) as { k: string[] };
    cursor.k = ["1; drop table things"];
    const After = Buffer.from(JSON.stringify(cursor)).toString("base64url");
    expect(() =>
      planList(
        THINGS,
        ListQuerySchema.parse({
          SortModel: [{ colId: "Size", sort: "asc" }],
          StartRow: 3,
          PageSize: 3,
          After,
        }),
        { orgId: ORG },
      ),
    ).toThrow(ListQueryError);
  });

  it("answers a cursor for another position by position", async () => {
    const first = await read({ PageSize: 5 });
    const jumped = await read({ PageSize: 5, StartRow: 50, After: first.NextCursor });
    const direct = await read({ PageSize: 5, StartRow: 50 });
    expect(jumped.Rows.map((r) => r.id)).toEqual(direct.Rows.map((r) => r.id));
  });
});
