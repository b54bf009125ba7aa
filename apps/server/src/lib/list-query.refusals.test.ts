import { describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import { ListQuerySchema, type ListQueryInput } from "@fieldstead/domain";
import { planList } from "./list-query.ts";
import type { ListQueryError } from "./list-query.errors.ts";
import { THINGS, things } from "./list-query.fixture.ts";
import { keysetCondition } from "./list-query.keyset.ts";

const ORG = 1;

describe("the list mechanism's checks", () => {
  it.each<[string, ListQueryInput, string]>([
    ["an unknown sort column", { SortModel: [{ colId: "Nope", sort: "asc" }] }, "SortModel.0.colId"],
    [
      "a column that is not sortable",
      {
        SortModel: [
          { colId: "Name", sort: "asc" },
          { colId: "Secret", sort: "asc" },
        ],
      },
      "SortModel.1.colId",
    ],
    [
      "a column sorted twice",
      {
        SortModel: [
          { colId: "Name", sort: "asc" },
          { colId: "Name", sort: "desc" },
        ],
      },
      "SortModel.1.colId",
    ],
    [
      "an unknown filter column",
      { FilterModel: { Nope: { filterType: "set", values: [] } } },
      "FilterModel.Nope",
    ],
    [
      "a column that is not filterable",
      { FilterModel: { Secret: { filterType: "set", values: [] } } },
      "FilterModel.Secret",
    ],
    [
      "a date filter on a number",
      { FilterModel: { Size: { filterType: "date", type: "blank" } } },
      "FilterModel.Size.filterType",
    ],
    [
      "a range without its end",
      { FilterModel: { Size: { filterType: "number", type: "inRange", filter: 1 } } },
      "FilterModel.Size.filterTo",
    ],
    [
      "an impossible date",
      { FilterModel: { Born: { filterType: "date", type: "equals", dateFrom: "2026-02-30" } } },
      "FilterModel.Born.dateFrom",
    ],
    ["a NUL in the search", { Search: "a\u0000b" }, "Search"],
    ["a cursor that is not base64url JSON", { After: "e30" }, "After"],
  ])("refuses %s, naming the field", (_, input, field) => {
    expect(() => planList(THINGS, ListQuerySchema.parse(input), { orgId: ORG })).toThrow(
      expect.objectContaining({ field }) as ListQueryError,
    );
  });

  it("compares a uniform order over non-null keys as one row value, which an index can start from", () => {
    const dialect = new PgDialect();
    const uniform = dialect.sqlToQuery(
      keysetCondition(
        [
          { sql: things.name, direction: "desc", isNullable: false },
          { sql: things.id, direction: "desc", isNullable: false },
        ],
        ["thing 3", "12"],
      ),
    );
    expect(uniform.sql).toBe('("things"."name", "things"."id") < ($1, $2)');
    const mixed = dialect.sqlToQuery(
      keysetCondition(
        [
          { sql: things.name, direction: "asc", isNullable: false },
          { sql: things.id, direction: "desc", isNullable: false },
        ],
        ["thing 3", "12"],
      ),
    );
    expect(mixed.sql).toMatch(/^\(?"things"."name" >= \$1 and/);
  });
});
