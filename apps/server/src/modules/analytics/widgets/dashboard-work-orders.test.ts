import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { TaskStatus as S, WorkOrderType as T } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { TEST_NOW } from "../../../test/test-clock.ts";
import {
  countOf,
  drillKeyOf,
  figure,
  openDashboardKit,
  unique,
  valueAt,
  widget,
  type DashboardKit,
  type TestSite,
  type Who,
} from "../dashboard-test-kit.ts";

type NewTask = {
  at: number;
  status: number;
  type: number;
  created: string;
  assignee?: number | null;
  due?: string;
  completed?: string;
};

describe.each(testBackends())("the Work Orders dashboard on %s", (backend) => {
  let kit: DashboardKit;
  let site: TestSite;
  let techName: string;
  const ids: Record<string, number> = {};
  const insertTask = (who: Who, task: NewTask) =>
    kit.insert(sql`insert into tasks (org_id, work_order_number, summary, type_id, status_id, location_id,
                     assignee_id, created_at, due_date, completed_at)
                   values (${kit.who[who].orgId}, ${`WO-T-${unique()}`}, 'Dashboard test', ${task.type},
                     ${task.status}, ${task.at}, ${task.assignee ?? null}, ${task.created}::timestamptz,
                     ${task.due ?? null}::timestamptz, ${task.completed ?? null}::timestamptz)
                   returning id`);
  const data = (body: Record<string, unknown> = {}, who: Who = "admin") =>
    kit.data(who, { DashboardId: 1447, ...body });

  beforeAll(async () => {
    kit = await openDashboardKit(backend);
    site = await kit.site("admin");
    const tech = kit.who.tech.employeeId;
    const b = site.buildingId;
    ids.a1 = await insertTask("admin", {
      at: site.siteId,
      status: S.NotStarted,
      type: T.Master,
      created: "2026-03-10T18:00:00Z",
      assignee: tech,
      due: "2026-04-01T00:00:00Z",
    });
    // 03:00 UTC on 1 April is the evening of 31 March in Denver: a March work order.
    ids.a2 = await insertTask("admin", {
      at: b,
      status: S.InProgress,
      type: T.Master,
      created: "2026-04-01T03:00:00Z",
      assignee: tech,
      due: "2027-01-01T00:00:00Z",
    });
    ids.a3 = await insertTask("admin", {
      at: b,
      status: S.Paused,
      type: T.Fueling,
      created: "2026-06-05T15:00:00Z",
    });
    ids.c1 = await insertTask("admin", {
      at: b,
      status: S.Completed,
      type: T.Fueling,
      created: "2026-03-01T12:00:00Z",
      completed: "2026-03-05T12:00:00Z",
      assignee: tech,
    });
    ids.c2 = await insertTask("admin", {
      at: b,
      status: S.AcceptedByCustomer,
      type: T.Master,
      created: "2026-06-01T12:00:00Z",
      completed: "2026-06-11T12:00:00Z",
    });
    techName = (await kit.data("admin", { DashboardId: 1447, LocationId: site.siteId })).Widgets.find(
      (w) => w.Key === "open-by-assignee",
    )!.Categories![0]!;
  });
  afterAll(async () => {
    await kit?.close();
  });

  it("counts exactly the work orders at a site and under it", async () => {
    const d = await data({ LocationId: site.siteId });
    expect(d.LocationName).toMatch(/^Test Site /);
    expect(figure(d, "open")).toBe(3);
    expect(figure(d, "closed")).toBe(2);
    expect(figure(d, "overdue")).toBe(1);
    expect(figure(d, "mean-days-to-complete")).toBe(7);
    expect(widget(d, "mean-days-to-complete").Unit).toBe("days");
    expect(valueAt(d, "open-by-status", "Not Started")).toBe(1);
    expect(valueAt(d, "open-by-status", "In Progress")).toBe(1);
    expect(valueAt(d, "open-by-status", "Paused")).toBe(1);
    expect(widget(d, "open-by-status").Categories).toHaveLength(3);
    expect(valueAt(d, "by-type", "Master", "Open")).toBe(2);
    expect(valueAt(d, "by-type", "Master", "Closed")).toBe(1);
    expect(valueAt(d, "by-type", "Fueling", "Closed")).toBe(1);
    expect(widget(d, "open-by-assignee").Categories).toEqual([techName, "Unassigned"]);
    expect(valueAt(d, "open-by-assignee", techName)).toBe(2);
    expect(valueAt(d, "open-by-assignee", "Unassigned")).toBe(1);
    expect(valueAt(d, "created-vs-completed", "Mar 2026", "Created")).toBe(3);
    expect(valueAt(d, "created-vs-completed", "Mar 2026", "Completed")).toBe(1);
    expect(valueAt(d, "created-vs-completed", "Apr 2026", "Created")).toBe(0);
    expect(valueAt(d, "created-vs-completed", "Jun 2026", "Created")).toBe(2);
    expect(widget(d, "created-vs-completed").Categories).toHaveLength(12);
    expect(widget(d, "created-vs-completed").Categories!.at(-1)).toBe("Nov 2026");
  });

  it("narrows to the place asked for: a building leaves out what sits at its site", async () => {
    const d = await data({ LocationId: site.buildingId });
    expect(figure(d, "open")).toBe(2);
    expect(figure(d, "overdue")).toBe(0);
    expect(valueAt(d, "open-by-status", "Not Started")).toBe(0);
  });

  it("narrows to the days of the range, both ends included, in Denver time", async () => {
    const march = await data({ LocationId: site.siteId, From: "2026-03-01", To: "2026-03-31" });
    expect(figure(march, "open")).toBe(2);
    expect(figure(march, "closed")).toBe(1);
    expect(figure(march, "mean-days-to-complete")).toBe(4);
    expect(widget(march, "open").Note).toBe("Created in the range");
    expect(widget(march, "created-vs-completed").Categories).toEqual(["Mar 2026"]);
    const spring = await data({ LocationId: site.siteId, From: "2026-04-01", To: "2026-06-30" });
    expect(figure(spring, "open")).toBe(1);
    expect(figure(spring, "closed")).toBe(1);
    expect(figure(spring, "mean-days-to-complete")).toBe(10);
    const unfiltered = await data({ LocationId: site.siteId });
    expect(widget(unfiltered, "open").Note).toBe("All time");
  });

  it("matches the organisation's own counts, widget by widget", async () => {
    const orgId = kit.who.admin.orgId;
    const one = (query: ReturnType<typeof sql>) => countOf(kit.t, query);
    const d = await data();
    expect(figure(d, "open")).toBe(
      await one(
        sql`select count(*) as n from tasks where org_id = ${orgId} and status_id not in (2, 21, 24)`,
      ),
    );
    expect(figure(d, "closed")).toBe(
      await one(sql`select count(*) as n from tasks where org_id = ${orgId} and status_id in (2, 21, 24)`),
    );
    expect(figure(d, "overdue")).toBe(
      await one(sql`select count(*) as n from tasks where org_id = ${orgId} and status_id not in (2, 21, 24)
                    and due_date < ${TEST_NOW.toISOString()}::timestamptz`),
    );
    expect(valueAt(d, "open-by-status", "In Progress")).toBe(
      await one(sql`select count(*) as n from tasks where org_id = ${orgId} and status_id = 1`),
    );
    expect(valueAt(d, "open-by-assignee", "Unassigned")).toBe(
      await one(sql`select count(*) as n from tasks where org_id = ${orgId} and status_id not in (2, 21, 24)
                    and assignee_id is null`),
    );
    expect(valueAt(d, "created-vs-completed", "Oct 2026", "Completed")).toBe(
      await one(sql`select count(*) as n from tasks where org_id = ${orgId} and status_id in (2, 21, 24)
                    and to_char(completed_at at time zone 'America/Denver', 'YYYY-MM') = '2026-10'`),
    );
    const mean =
      await one(sql`select round(avg(extract(epoch from completed_at - created_at)) / 8640) / 10 as n
                               from tasks where org_id = ${orgId} and status_id in (2, 21, 24)
                               and completed_at is not null`);
    expect(figure(d, "mean-days-to-complete")).toBe(mean);
  });

  it("follows each new, changed and deleted work order over the whole organisation", async () => {
    const place = await kit.site("admin");
    const before = await data();
    const id = await insertTask("admin", {
      at: place.buildingId,
      status: S.NotStarted,
      type: T.Rollout,
      created: "2026-11-20T15:00:00Z",
    });
    const added = await data();
    expect(figure(added, "open")).toBe(figure(before, "open") + 1);
    expect(valueAt(added, "by-type", "Rollout", "Open")).toBe(
      valueAt(before, "by-type", "Rollout", "Open") + 1,
    );
    expect(valueAt(added, "created-vs-completed", "Nov 2026", "Created")).toBe(
      valueAt(before, "created-vs-completed", "Nov 2026", "Created") + 1,
    );
    await kit.t.ctx.db.execute(
      sql`update tasks set status_id = ${S.Completed}, completed_at = '2026-11-21T15:00:00Z' where id = ${id}`,
    );
    const completed = await data();
    expect(figure(completed, "open")).toBe(figure(before, "open"));
    expect(figure(completed, "closed")).toBe(figure(before, "closed") + 1);
    expect(valueAt(completed, "created-vs-completed", "Nov 2026", "Completed")).toBe(
      valueAt(before, "created-vs-completed", "Nov 2026", "Completed") + 1,
    );
    await kit.t.ctx.db.execute(sql`delete from tasks where id = ${id}`);
    const deleted = await data();
    expect(figure(deleted, "closed")).toBe(figure(before, "closed"));
    expect(figure(deleted, "mean-days-to-complete")).toBe(figure(before, "mean-days-to-complete"));
    expect(valueAt(deleted, "created-vs-completed", "Nov 2026", "Created")).toBe(
      valueAt(before, "created-vs-completed", "Nov 2026", "Created"),
    );
  });

  it("never counts another organisation's work orders, nor takes its location", async () => {
    const globexSite = await kit.site("globex");
    const acmeBefore = await data();
    await insertTask("globex", {
      at: globexSite.siteId,
      status: S.NotStarted,
      type: T.Master,
      created: "2026-11-01T15:00:00Z",
    });
    const acmeAfter = await data();
    expect(figure(acmeAfter, "open")).toBe(figure(acmeBefore, "open"));
    const globex = await data({ LocationId: globexSite.siteId }, "globex");
    expect(figure(globex, "open")).toBe(1);
    expect(globex.OrgName).toBe("Globex Field Services");
    const refused = await kit.post("admin", "GetDashboardData", {
      DashboardId: 1447,
      LocationId: globexSite.siteId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: [{ field: "LocationId", message: `No location has the id ${globexSite.siteId}.` }],
    });
  });

  it("lists the work orders behind a figure and a bar, newest first, each opening its page", async () => {
    const open = await kit.drill("admin", {
      DashboardId: 1447,
      WidgetKey: "open",
      DrillKey: "open",
      LocationId: site.siteId,
    });
    expect(open.TotalCount).toBe(3);
    expect(open.Rows.map((r) => r.Id)).toEqual([ids.a3, ids.a2, ids.a1]);
    expect(open.Rows[0]!.Url).toBe(`/TaskOperations/details/${ids.a3}`);
    expect(open.Columns[0]).toBe("Work Order");
    const d = await data({ LocationId: site.siteId });
    const unassigned = await kit.drill("admin", {
      DashboardId: 1447,
      WidgetKey: "open-by-assignee",
      DrillKey: drillKeyOf(d, "open-by-assignee", "Unassigned"),
      LocationId: site.siteId,
    });
    expect(unassigned.Rows.map((r) => r.Id)).toEqual([ids.a3]);
    const mine = await kit.drill("admin", {
      DashboardId: 1447,
      WidgetKey: "open-by-assignee",
      DrillKey: drillKeyOf(d, "open-by-assignee", techName),
      LocationId: site.siteId,
    });
    expect(mine.Title).toBe(`Open work orders: ${techName}`);
    expect(mine.Rows.map((r) => r.Id)).toEqual([ids.a2, ids.a1]);
    const march = await kit.drill("admin", {
      DashboardId: 1447,
      WidgetKey: "created-vs-completed",
      DrillKey: "2026-03",
      LocationId: site.siteId,
    });
    expect(march.Rows.map((r) => r.Id)).toEqual([ids.a2, ids.a1, ids.c1]);
  });
});
