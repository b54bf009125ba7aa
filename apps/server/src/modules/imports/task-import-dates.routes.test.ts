import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { ImportKind } from "@fieldstead/domain";
import { organisations, tasks } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { openImportsHarness, type ImportsHarness } from "./imports.test-kit.ts";

const { Tasks } = ImportKind;

describe.each(testBackends())("dates in a bulk file of work orders on %s", (backend) => {
  let h: ImportsHarness;
  const run = Date.now().toString(36).toUpperCase();
  const csv = (lines: string[]) => lines.join("\r\n");
  const tasksNamed = (prefix: string) =>
    h.t.ctx.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.orgId, h.orgId), like(tasks.summary, `${prefix}%`)))
      .orderBy(tasks.id);

  beforeAll(async () => {
    h = await openImportsHarness(backend);
  }, 60_000);
  afterAll(() => h?.close());

  it("reads dates typed as text in the organisation's date format, and says which format it expected", async () => {
    const setFormat = (dateFormat: string) =>
      h.t.ctx.db.update(organisations).set({ dateFormat }).where(eq(organisations.id, h.orgId));
    await setFormat("MM/DD/YYYY");
    try {
      const tag = `Format ${run}`;
      const good = await h.run(
        Tasks,
        "us-dates.csv",
        csv(["Summary,Type,Planned date,Due date", `${tag} A,Rollout,03/02/2026,03/06/2026`]),
      );
      expect(good).toMatchObject({ State: 2, Written: 1, Problems: [] });
      expect((await tasksNamed(tag))[0]).toMatchObject({
        plannedDate: new Date("2026-03-02T07:00:00.000Z"),
        dueDate: new Date("2026-03-07T06:59:59.000Z"),
      });
      const bad = await h.run(
        Tasks,
        "eu-dates.csv",
        csv(["Summary,Type,Due date", `${tag} B,Rollout,31-01-2026`]),
      );
      expect(bad).toMatchObject({ State: 3, Written: 0 });
      expect(bad.Problems).toEqual([
        {
          Row: 2,
          Field: "Due date",
          Message:
            "'31-01-2026' is not a date. Give a date as YYYY-MM-DD, as 'Jan 31, 2024' (MMM DD, YYYY) or as MM/DD/YYYY (01/31/2024).",
        },
      ]);
    } finally {
      await setFormat("DD-MM-YYYY");
    }
  });
});
