import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BuiltInDashboard as D, ModuleId, type DashboardsReply } from "@fieldstead/domain";
import { revokeModule } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { openDashboardKit, type DashboardKit, type Who } from "./dashboard-test-kit.ts";

describe.each(testBackends())(
  "who may see which dashboard, and what a request must hold, on %s",
  (backend) => {
    let kit: DashboardKit;
    beforeAll(async () => {
      kit = await openDashboardKit(backend);
    });
    afterAll(async () => {
      await kit?.close();
    });

    const listOf = async (who: Who) => {
      const res = await kit.t.call("GET", "/api/Analytics/GetDashboards", { token: kit.who[who].token });
      expect(res.statusCode).toBe(200);
      return (res.json() as DashboardsReply).Dashboards.map((d) => d.DashboardId);
    };
    const fieldOf = (res: { json(): unknown }) =>
      (res.json() as { fields: { field: string; message: string }[] }).fields[0];

    it.each([
      ["admin", [D.WorkOrders, D.Assets, D.LeasesBilling, D.Projects, D.Locations, D.Activity]],
      ["manager", [D.WorkOrders, D.Assets, D.Projects, D.Locations, D.Activity]],
      ["tech", [D.WorkOrders, D.Assets, D.Locations, D.Activity]],
      ["lease", [D.Assets, D.LeasesBilling, D.Locations, D.Activity]],
      ["viewer", [D.Assets, D.Locations, D.Activity]],
    ] as const)("lists for %s only the dashboards whose modules the role holds", async (who, expected) => {
      expect(await listOf(who)).toEqual(expected);
    });

    it("gives each listed dashboard its title and description", async () => {
      const res = await kit.t.call("GET", "/api/Analytics/GetDashboards", { token: kit.who.viewer.token });
      expect((res.json() as DashboardsReply).Dashboards[0]).toEqual({
        DashboardId: D.Assets,
        Title: "Asset Inventory",
        Description: "Fixed assets by category, status and location, warehouse stock, and move requests.",
      });
    });

    it("refuses a dashboard the role may not see with a 403, and its drill-downs too", async () => {
      const data = await kit.post("viewer", "GetDashboardData", { DashboardId: D.WorkOrders });
      expect(data.statusCode).toBe(403);
      const drill = await kit.post("lease", "GetDashboardDrillDown", {
        DashboardId: D.Projects,
        WidgetKey: "active",
        DrillKey: "active",
      });
      expect(drill.statusCode).toBe(403);
      expect((await kit.post("viewer", "GetDashboardData", { DashboardId: D.Assets })).statusCode).toBe(200);
    });

    it("answers 401 without a session", async () => {
      expect((await kit.t.call("GET", "/api/Analytics/GetDashboards")).statusCode).toBe(401);
      const res = await kit.t.call("POST", "/api/Analytics/GetDashboardData", {
        body: { DashboardId: D.Assets },
      });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      [{ DashboardId: 1234 }, "DashboardId", "No built-in dashboard has the id 1234."],
      [{ DashboardId: D.Assets, LocationId: 999999 }, "LocationId", "No location has the id 999999."],
      [{ DashboardId: D.Assets, LocationId: "here" }, "LocationId", undefined],
      [{ DashboardId: D.Assets, From: "2026-02-30" }, "From", "2026-02-30 is not a day of the calendar."],
      [{ DashboardId: D.Assets, To: "30-11-2026" }, "To", "Days read YYYY-MM-DD."],
      [{ DashboardId: D.Assets, From: "2026-11-02", To: "2026-11-01" }, "From", "From must not be after To."],
      [{}, "DashboardId", undefined],
    ])("refuses %j with a 400 naming %s", async (body, field, message) => {
      const res = await kit.post("admin", "GetDashboardData", body);
      expect(res.statusCode).toBe(400);
      expect(fieldOf(res)?.field).toBe(field);
      if (message) expect(fieldOf(res)?.message).toBe(message);
    });

    it("echoes the filters it applied and names the location", async () => {
      const body = { DashboardId: D.Locations, From: "2026-01-01", To: "2026-06-30", LocationId: 1 };
      const res = await kit.post("admin", "GetDashboardData", body);
      expect(res.statusCode).toBe(200);
      const data = res.json() as { Params: unknown; LocationName: string; OrgName: string; Title: string };
      expect(data.Params).toEqual({ From: "2026-01-01", To: "2026-06-30", LocationId: 1 });
      expect(data.LocationName).toBe("Denver Tech Center Campus");
      expect(data).toMatchObject({ OrgName: "Acme Facilities", Title: "Locations" });
    });

    it("lists in the activity drill-downs only the records the role may read", async () => {
      const body = { DashboardId: D.Activity, WidgetKey: "changes-by-record-type", DrillKey: "asset" };
      const admin = await kit.drill("admin", body);
      const viewer = await kit.drill("viewer", body);
      expect(viewer.TotalCount).toBe(admin.TotalCount);
      expect(viewer.TotalCount).toBeGreaterThan(0);
      const work = { ...body, DrillKey: "task" };
      expect((await kit.drill("admin", work)).TotalCount).toBeGreaterThan(0);
      const hidden = await kit.drill("viewer", work);
      expect(hidden.TotalCount).toBe(0);
      expect(hidden.Rows).toEqual([]);
    });

    it("takes a dashboard away as soon as the role loses its module", async () => {
      const viewer = await kit.t.signIn("viewer@acme.example");
      await revokeModule(kit.t, viewer, { moduleId: ModuleId.Notifications });
      expect(await listOf("viewer")).toEqual([D.Assets, D.Locations]);
      expect((await kit.post("viewer", "GetDashboardData", { DashboardId: D.Activity })).statusCode).toBe(
        403,
      );
    });
  },
);
