import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DRILL_DOWN_LIMIT, TaskStatus as S, WorkOrderType as T } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openDashboardKit, unique, type DashboardKit } from "../dashboard-test-kit.ts";

describe.each(testBackends())("the drill-down's limits and refusals on %s", (backend) => {
  let kit: DashboardKit;
  beforeAll(async () => {
    kit = await openDashboardKit(backend);
  });
  afterAll(async () => {
    await kit?.close();
  });
  const insertTask = (at: number) =>
    kit.insert(sql`insert into tasks (org_id, work_order_number, summary, type_id, status_id, location_id, created_at)
                   values (${kit.who.admin.orgId}, ${`WO-D-${unique()}`}, 'Drill-down test', ${T.Master},
                     ${S.NotStarted}, ${at}, '2026-10-01T15:00:00Z') returning id`);

  it("answers at most the drill-down limit of rows, with the whole count", async () => {
    const busy = await kit.site("admin");
    for (let i = 0; i < DRILL_DOWN_LIMIT + 5; i++) await insertTask(busy.buildingId);
    const list = await kit.drill("admin", {
      DashboardId: 1447,
      WidgetKey: "open",
      DrillKey: "open",
      LocationId: busy.siteId,
    });
    expect(list.TotalCount).toBe(DRILL_DOWN_LIMIT + 5);
    expect(list.Rows).toHaveLength(DRILL_DOWN_LIMIT);
  });

  it.each([
    [{ WidgetKey: "nothing", DrillKey: "open" }, "WidgetKey"],
    [{ WidgetKey: "open", DrillKey: "closed" }, "DrillKey"],
    [{ WidgetKey: "open-by-status", DrillKey: "2" }, "DrillKey"],
    [{ WidgetKey: "open-by-assignee", DrillKey: "999999" }, "DrillKey"],
    [{ WidgetKey: "created-vs-completed", DrillKey: "2019-01" }, "DrillKey"],
  ])("refuses the drill-down %j with a 400 naming %s", async (keys, field) => {
    const res = await kit.post("admin", "GetDashboardDrillDown", { DashboardId: 1447, ...keys });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: { field: string }[] }).fields[0]!.field).toBe(field);
  });

  it("refuses a drill-down of a dashboard that does not have the widget", async () => {
    const res = await kit.post("admin", "GetDashboardDrillDown", {
      DashboardId: 1424,
      WidgetKey: "open-by-status",
      DrillKey: "1",
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: { field: string }[] }).fields[0]!.field).toBe("WidgetKey");
  });
});
