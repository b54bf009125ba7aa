import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { BuiltInDashboard as D } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
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

describe.each(testBackends())("the Notifications and Activity dashboard on %s", (backend) => {
  let kit: DashboardKit;
  let site: TestSite;
  let assetId: number;
  let taskId: number;
  let techName: string;
  const org = (who: Who = "admin") => kit.who[who].orgId;

  const insertChange = (who: Who, asset: number, by: number, at: string) =>
    kit.insert(sql`insert into audit_entries (org_id, entity_type, entity_id, action, summary, employee_id, created_at)
                   values (${org(who)}, 'asset', ${asset}, 'Updated', 'Test change', ${by}, ${at}::timestamptz)
                   returning id`);
  const insertEvent = (task: number, at: string) =>
    kit.insert(sql`insert into domain_events (org_id, event_type, subject_type, subject_id, created_at, processed_at)
                   values (${org()}, 'TaskAssigned', 'task', ${task}, ${at}::timestamptz, ${at}::timestamptz)
                   returning id`);
  const insertNotice = (task: number, action: number, at: string) =>
    kit.insert(sql`insert into notifications (org_id, employee_id, body_text, action_id, created_on, subject_type, subject_id)
                   values (${org()}, ${kit.who.admin.employeeId}, 'Test notice', ${action}, ${at}::timestamptz, 'task',
                     ${task}) returning id`);
  const activity = (body: Record<string, unknown> = {}, who: Who = "admin") =>
    kit.data(who, { DashboardId: D.Activity, ...body });

  beforeAll(async () => {
    kit = await openDashboardKit(backend);
    site = await kit.site("admin");
    assetId = await kit.insert(sql`insert into assets (org_id, location_id, asset_tag, name, category)
      values (${org()}, ${site.buildingId}, ${`AC-${unique()}`}, 'Activity asset', 'HVAC') returning id`);
    taskId = await kit.insert(sql`insert into tasks (org_id, work_order_number, summary, type_id, location_id)
      values (${org()}, ${`WO-A-${unique()}`}, 'Activity task', 1, ${site.buildingId}) returning id`);
    const tech = kit.who.tech.employeeId;
    await insertChange("admin", assetId, tech, "2026-11-20T15:00:00Z");
    await insertChange("admin", assetId, tech, "2026-11-20T16:00:00Z");
    await insertChange("admin", assetId, tech, "2026-11-20T17:00:00Z");
    // 05:00 UTC on 21 November is the evening of 20 November in Denver.
    await insertChange("admin", assetId, tech, "2026-11-21T05:00:00Z");
    await insertEvent(taskId, "2026-11-20T18:00:00Z");
    await insertEvent(taskId, "2026-11-20T19:00:00Z");
    await insertNotice(taskId, 1, "2026-11-20T18:00:00Z");
    await insertNotice(taskId, 1, "2026-11-20T19:00:00Z");
    await insertNotice(taskId, 2, "2026-11-21T15:00:00Z");
    techName = widget(await activity({ LocationId: site.siteId }), "most-active").Categories![0]!;
  });
  afterAll(async () => {
    await kit?.close();
  });

  it("counts the changes, events and notifications about a site's records, day by day in Denver", async () => {
    const d = await activity({ LocationId: site.siteId });
    expect(figure(d, "changes")).toBe(4);
    expect(figure(d, "active-people")).toBe(1);
    expect(valueAt(d, "most-active", techName)).toBe(4);
    expect(valueAt(d, "changes-by-day", "Nov 20, 2026", "Changes")).toBe(4);
    expect(valueAt(d, "changes-by-day", "Nov 21, 2026", "Changes")).toBe(0);
    expect(valueAt(d, "changes-by-day", "Nov 20, 2026", "Events")).toBe(2);
    expect(figure(d, "notifications-sent")).toBe(3);
    expect(figure(d, "unread-share")).toBe(33.3);
    expect(valueAt(d, "notifications-by-day", "Nov 21, 2026", "Unread")).toBe(1);
    expect(valueAt(d, "events-by-kind", "Work Order Assigned")).toBe(2);
    expect(valueAt(d, "changes-by-record-type", "Asset")).toBe(4);
    expect(widget(d, "changes-by-day").Categories).toHaveLength(30);
  });

  it("matches the organisation's own counts and moves by exactly what is added", async () => {
    const d = await activity();
    const changes = await countOf(
      kit.t,
      sql`select count(*) as n from audit_entries where org_id = ${org()}`,
    );
    const sent = await countOf(kit.t, sql`select count(*) as n from notifications where org_id = ${org()}`);
    expect(figure(d, "changes")).toBe(changes);
    expect(figure(d, "notifications-sent")).toBe(sent);
    await insertChange("admin", assetId, kit.who.admin.employeeId, "2026-11-22T14:00:00Z");
    await insertChange("globex", assetId, kit.who.globex.employeeId, "2026-11-22T14:00:00Z");
    await kit.t.ctx.db.execute(
      sql`update notifications set action_id = 1 where org_id = ${org()} and action_id = 2`,
    );
    const after = await activity();
    expect(figure(after, "changes")).toBe(changes + 1);
    expect(valueAt(after, "changes-by-day", "Nov 22, 2026", "Changes")).toBe(
      valueAt(d, "changes-by-day", "Nov 22, 2026", "Changes") + 1,
    );
    expect(figure(after, "unread-share")).toBe(0);
  });

  it("narrows to the days of the range", async () => {
    const d = await activity({ From: "2026-11-20", To: "2026-11-20" });
    const expected = await countOf(
      kit.t,
      sql`select count(*) as n from audit_entries where org_id = ${org()}
          and (created_at at time zone 'America/Denver')::date = '2026-11-20'`,
    );
    expect(figure(d, "changes")).toBe(expected);
    expect(widget(d, "changes-by-day").Categories).toEqual(["Nov 20, 2026"]);
    expect(widget(d, "changes").Note).toBe("Recorded in the range");
  });

  it("lists the changes behind a person and a day, each opening its record", async () => {
    const d = await activity({ LocationId: site.siteId });
    const mine = await kit.drill("admin", {
      DashboardId: D.Activity,
      WidgetKey: "most-active",
      DrillKey: drillKeyOf(d, "most-active", techName),
      LocationId: site.siteId,
    });
    expect(mine.Title).toBe(`Changes by ${techName}`);
    expect(mine.TotalCount).toBe(4);
    expect(mine.Rows[0]!.Url).toBe(`/fixedAssetManagement/asset-detailing/${assetId}`);
    const day = await kit.drill("admin", {
      DashboardId: D.Activity,
      WidgetKey: "changes-by-day",
      DrillKey: "2026-11-20",
      LocationId: site.siteId,
    });
    expect(day.TotalCount).toBe(4);
    const events = await kit.drill("admin", {
      DashboardId: D.Activity,
      WidgetKey: "events-by-kind",
      DrillKey: "TaskAssigned",
      LocationId: site.siteId,
    });
    expect(events.Rows.map((r) => r.Url)).toEqual([
      `/TaskOperations/details/${taskId}`,
      `/TaskOperations/details/${taskId}`,
    ]);
  });
});
