import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { BuiltInDashboard as D } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import {
  countOf,
  figure,
  openDashboardKit,
  unique,
  valueAt,
  widget,
  type DashboardKit,
  type TestSite,
} from "../dashboard-test-kit.ts";

describe.each(testBackends())("the Leases and Billing and the Projects dashboards on %s", (backend) => {
  let kit: DashboardKit;
  let site: TestSite;
  const ids: Record<string, number> = {};
  const org = () => kit.who.admin.orgId;

  const insertLease = (at: number, status: number, end: string) =>
    kit.insert(sql`insert into leases (org_id, lease_number, location_id, lessor, lessee, start_date, end_date, rent,
                     rent_frequency_id, status_id)
                   values (${org()}, ${`LS-${unique()}`}, ${at}, 'Lessor', 'Lessee', '2025-01-01', ${end}, 1000, 1,
                     ${status}) returning id`);
  const insertPeriod = (lease: number, due: string, status: number) =>
    kit.insert(sql`insert into lease_billing_periods (org_id, lease_id, period_start, period_end, billing_amount,
                     due_date, status_id)
                   values (${org()}, ${lease}, ${due}::date - 15, ${due}::date + 14, 1000, ${due}, ${status})
                   returning id`);
  const insertProject = (at: number, status: string, archived = false) =>
    kit.insert(sql`insert into projects (org_id, code, name, status, location_id, archived)
                   values (${org()}, ${`PR-${unique()}`}, ${`Project ${unique()}`}, ${status}, ${at}, ${archived})
                   returning id`);
  const insertProjectTask = (project: number, status: number, planned: string) =>
    kit.insert(sql`insert into tasks (org_id, work_order_number, summary, type_id, status_id, project_id, planned_date)
                   values (${org()}, ${`WO-P-${unique()}`}, 'Project task', 8, ${status}, ${project},
                     ${planned}::timestamptz) returning id`);
  const leases = (body: Record<string, unknown> = {}) =>
    kit.data("admin", { DashboardId: D.LeasesBilling, ...body });
  const projects = (body: Record<string, unknown> = {}) =>
    kit.data("admin", { DashboardId: D.Projects, ...body });

  beforeAll(async () => {
    kit = await openDashboardKit(backend);
    site = await kit.site("admin");
    // Thirty days after the test's today (22 November 2026): ending within 90 days.
    ids.ending = await insertLease(site.buildingId, 2, "2026-12-22");
    await insertLease(site.siteId, 2, "2030-12-31");
    await insertLease(site.siteId, 1, "2030-12-31");
    ids.paid = await insertPeriod(ids.ending, "2026-10-16", 7);
    await kit.t.ctx.db
      .execute(sql`insert into lease_payments (org_id, billing_period_id, transaction_id, transaction_amount, paid_on)
      values (${org()}, ${ids.paid}, ${`TX-${unique()}`}, 1000, '2026-10-15T18:00:00Z')`);
    ids.due = await insertPeriod(ids.ending, "2026-11-16", 2);
    await insertPeriod(ids.ending, "2026-12-16", 1);
    ids.p1 = await insertProject(site.buildingId, "Active");
    ids.p2 = await insertProject(site.siteId, "On Hold");
    await insertProject(site.siteId, "Completed", true);
    await insertProjectTask(ids.p1, 0, "2026-10-05T15:00:00Z");
    await insertProjectTask(ids.p1, 1, "2026-10-06T15:00:00Z");
    ids.later = await insertProjectTask(ids.p1, 12, "2026-11-10T15:00:00Z");
    await insertProjectTask(ids.p1, 2, "2026-11-12T15:00:00Z");
  });
  afterAll(async () => {
    await kit?.close();
  });

  it("counts a site's leases, what falls due, what was paid and what ends soon", async () => {
    const d = await leases({ LocationId: site.siteId });
    expect(figure(d, "active")).toBe(2);
    expect(figure(d, "expiring")).toBe(1);
    expect(figure(d, "billing-due")).toBe(1000);
    expect(widget(d, "billing-due").Unit).toBe("money");
    expect(figure(d, "paid")).toBe(1000);
    expect(valueAt(d, "due-and-paid", "Oct 2026", "Due")).toBe(1000);
    expect(valueAt(d, "due-and-paid", "Oct 2026", "Paid")).toBe(1000);
    expect(valueAt(d, "due-and-paid", "Nov 2026", "Due")).toBe(1000);
    expect(valueAt(d, "due-and-paid", "Nov 2026", "Paid")).toBe(0);
    expect(valueAt(d, "by-status", "Active")).toBe(2);
    expect(valueAt(d, "by-status", "Draft")).toBe(1);
    expect(valueAt(d, "payment-status", "Paid")).toBe(1);
    expect(valueAt(d, "payment-status", "Due")).toBe(1);
    expect(valueAt(d, "payment-status", "None")).toBe(1);
    expect(widget(d, "expiring-leases").Rows).toEqual([
      [expect.stringMatching(/^LS-/), expect.any(String), "Dec 22, 2026", "$1,000.00"],
    ]);
  });

  it("narrows billing to the days of the range", async () => {
    const d = await leases({ LocationId: site.siteId, From: "2026-11-01", To: "2026-11-30" });
    expect(valueAt(d, "payment-status", "Due")).toBe(1);
    expect(valueAt(d, "payment-status", "Paid")).toBe(0);
    expect(figure(d, "paid")).toBe(0);
    expect(widget(d, "due-and-paid").Categories).toEqual(["Nov 2026"]);
  });

  it("matches the organisation's own lease counts and lists the periods behind a month", async () => {
    const d = await leases();
    expect(figure(d, "active")).toBe(
      await countOf(kit.t, sql`select count(*) as n from leases where org_id = ${org()} and status_id = 2`),
    );
    const october = await kit.drill("admin", {
      DashboardId: D.LeasesBilling,
      WidgetKey: "due-and-paid",
      DrillKey: "2026-10",
      LocationId: site.siteId,
    });
    expect(october.Rows).toEqual([
      {
        Id: ids.paid,
        Cells: [expect.any(String), expect.any(String), "$1,000.00", "Oct 16, 2026", "Paid", "$1,000.00"],
        Url: "/LeaseManagement",
      },
    ]);
    const ending = await kit.drill("admin", {
      DashboardId: D.LeasesBilling,
      WidgetKey: "expiring",
      DrillKey: "expiring",
      LocationId: site.siteId,
    });
    expect(ending.Rows.map((r) => r.Id)).toEqual([ids.ending]);
  });

  it("counts a site's projects by status and progress, and the work planned under them", async () => {
    const d = await projects({ LocationId: site.siteId });
    expect(figure(d, "active")).toBe(1);
    expect(figure(d, "open-tasks")).toBe(3);
    expect(figure(d, "work-done")).toBe(25);
    expect(valueAt(d, "by-status", "Active")).toBe(1);
    expect(valueAt(d, "by-status", "On Hold")).toBe(1);
    expect(valueAt(d, "by-status", "Completed")).toBe(0);
    expect(valueAt(d, "by-progress", "Low")).toBe(1);
    expect(valueAt(d, "by-progress", "Unable to calculate")).toBe(1);
    expect(valueAt(d, "planned-by-month", "Oct 2026", "Planned")).toBe(2);
    expect(valueAt(d, "planned-by-month", "Nov 2026", "Planned")).toBe(2);
    expect(valueAt(d, "planned-by-month", "Nov 2026", "Done")).toBe(1);
    expect(widget(d, "top-open-work").Series![0]!.Values).toEqual([3]);
    const november = await projects({ LocationId: site.siteId, From: "2026-11-01", To: "2026-11-30" });
    expect(widget(november, "planned-by-month").Categories).toEqual(["Nov 2026"]);
  });

  it("lists the projects behind a progress bar and the open tasks of the busiest project", async () => {
    const low = await kit.drill("admin", {
      DashboardId: D.Projects,
      WidgetKey: "by-progress",
      DrillKey: "25",
      LocationId: site.siteId,
    });
    expect(low.Rows.map((r) => [r.Id, r.Url])).toEqual([
      [ids.p1, `/ProjectManagement/projectDetails/${ids.p1}`],
    ]);
    const open = await kit.drill("admin", {
      DashboardId: D.Projects,
      WidgetKey: "top-open-work",
      DrillKey: String(ids.p1),
      LocationId: site.siteId,
    });
    expect(open.TotalCount).toBe(3);
    const foreign = await kit.post("admin", "GetDashboardDrillDown", {
      DashboardId: D.Projects,
      WidgetKey: "top-open-work",
      DrillKey: String(ids.p1),
      LocationId: 1,
    });
    expect(foreign.statusCode).toBe(400);
  });

  it("follows a task finished under a project, and matches the organisation's own counts", async () => {
    await kit.t.ctx.db.execute(sql`update tasks set status_id = 2 where id = ${ids.later}`);
    const d = await projects({ LocationId: site.siteId });
    expect(figure(d, "work-done")).toBe(50);
    expect(valueAt(d, "by-progress", "Low–medium")).toBe(1);
    const all = await projects();
    expect(figure(all, "open-tasks")).toBe(
      await countOf(
        kit.t,
        sql`select count(*) as n from tasks t join projects p on p.id = t.project_id
        where t.org_id = ${org()} and not p.archived and t.status_id not in (2, 21, 24)`,
      ),
    );
  });
});
