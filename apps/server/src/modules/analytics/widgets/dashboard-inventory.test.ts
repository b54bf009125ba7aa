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

describe.each(testBackends())("the Asset Inventory and Locations dashboards on %s", (backend) => {
  let kit: DashboardKit;
  let site: TestSite;
  let siteName: string;
  let warehouseId: number;
  let floorId: number;
  const category = `Test Category ${unique()}`;
  const other = `Other Category ${unique()}`;

  const insertAsset = (
    who: Who,
    at: number,
    values: { category: string; status: number; verification: string },
  ) =>
    kit.insert(sql`insert into assets (org_id, location_id, asset_tag, name, category, status_id, verification_state)
                   values (${kit.who[who].orgId}, ${at}, ${`AT-${unique()}`}, 'Test asset', ${values.category},
                     ${values.status}, ${values.verification}) returning id`);
  const insertPlace = (
    parent: number,
    level: number,
    values: { warehouse?: boolean; status?: string } = {},
  ) =>
    kit.insert(sql`insert into locations (org_id, level_id, parent_id, name, code, is_warehouse, status)
                   values (${kit.who.admin.orgId}, ${level}, ${parent}, ${`Place ${unique()}`}, ${`PL-${unique()}`},
                     ${values.warehouse ?? false}, ${values.status ?? "Active"}) returning id`);
  const insertMove = (from: number, to: number, status: number, requested: string) =>
    kit.insert(sql`insert into move_requests (org_id, request_number, from_location_id, to_location_id, status_id, requested_at)
                   values (${kit.who.admin.orgId}, ${`MV-${unique()}`}, ${from}, ${to}, ${status}, ${requested}::timestamptz)
                   returning id`);
  const insertTask = (at: number, status: number) =>
    kit.insert(sql`insert into tasks (org_id, work_order_number, summary, type_id, status_id, location_id)
                   values (${kit.who.admin.orgId}, ${`WO-I-${unique()}`}, 'Inventory test', 1, ${status}, ${at}) returning id`);
  const assets = (body: Record<string, unknown> = {}) =>
    kit.data("admin", { DashboardId: D.Assets, ...body });
  const places = (body: Record<string, unknown> = {}) =>
    kit.data("admin", { DashboardId: D.Locations, ...body });

  beforeAll(async () => {
    kit = await openDashboardKit(backend);
    site = await kit.site("admin");
    const b = site.buildingId;
    await insertAsset("admin", b, { category, status: 1, verification: "Verified" });
    await insertAsset("admin", b, { category, status: 1, verification: "Verified" });
    await insertAsset("admin", b, { category, status: 3, verification: "Unverified" });
    await insertAsset("admin", site.siteId, { category: other, status: 4, verification: "Newly_Created" });
    warehouseId = await insertPlace(site.siteId, 2, { warehouse: true });
    const parts = await kit.t.ctx.db.execute(
      sql`select id from parts where org_id = ${kit.who.admin.orgId} order by id limit 2`,
    );
    const [first, second] = (parts as unknown as { rows: { id: number }[] }).rows;
    await kit.t.ctx.db
      .execute(sql`insert into warehouse_stock (org_id, location_id, part_id, quantity, serialized_count)
      values (${kit.who.admin.orgId}, ${warehouseId}, ${first!.id}, 5, 0),
             (${kit.who.admin.orgId}, ${warehouseId}, ${second!.id}, 3, 3)`);
    await insertMove(b, site.siteId, 1, "2026-11-10T15:00:00Z");
    await insertMove(b, warehouseId, 4, "2026-05-01T15:00:00Z");
    floorId = await insertPlace(b, 3);
    await insertPlace(floorId, 4, { status: "Inactive" });
    await insertTask(b, 0);
    await insertTask(floorId, 12);
    await insertTask(b, 2);
    siteName = (await assets({ LocationId: site.siteId })).LocationName!;
  });
  afterAll(async () => {
    await kit?.close();
  });

  it("counts the assets of a site by category, status, verification and site", async () => {
    const d = await assets({ LocationId: site.siteId });
    expect(figure(d, "total")).toBe(4);
    expect(valueAt(d, "by-category", category)).toBe(3);
    expect(valueAt(d, "by-category", other)).toBe(1);
    expect(valueAt(d, "by-status", "Active")).toBe(2);
    expect(valueAt(d, "by-status", "In Repair")).toBe(1);
    expect(valueAt(d, "by-status", "Retired")).toBe(1);
    expect(valueAt(d, "by-verification", "Verified")).toBe(2);
    expect(valueAt(d, "by-verification", "Newly Created")).toBe(1);
    expect(widget(d, "by-site").Categories).toEqual([siteName]);
    expect(valueAt(d, "by-site", siteName)).toBe(4);
    expect(figure(d, "warehouse-units")).toBe(8);
    expect(widget(d, "warehouse-stock").Rows).toHaveLength(1);
    expect(widget(d, "warehouse-stock").Rows![0]!.slice(1)).toEqual([2, 8, 3]);
    expect(figure(d, "moves-awaiting")).toBe(1);
    expect(valueAt(d, "moves-by-status", "Awaiting Approval")).toBe(1);
    expect(valueAt(d, "moves-by-status", "Completed")).toBe(1);
  });

  it("narrows the move requests to the range and leaves the inventory as it is now", async () => {
    const d = await assets({ LocationId: site.siteId, From: "2026-11-01", To: "2026-11-30" });
    expect(valueAt(d, "moves-by-status", "Awaiting Approval")).toBe(1);
    expect(valueAt(d, "moves-by-status", "Completed")).toBe(0);
    expect(widget(d, "moves-by-status").Note).toBe("Requested in the range");
    expect(figure(d, "total")).toBe(4);
    expect(widget(d, "total").Note).toBe("Now");
  });

  it("matches the organisation's own asset counts and leaves Globex's out", async () => {
    const orgId = kit.who.admin.orgId;
    const globexSite = await kit.site("globex");
    await insertAsset("globex", globexSite.siteId, { category, status: 1, verification: "Verified" });
    const d = await assets();
    expect(figure(d, "total")).toBe(
      await countOf(kit.t, sql`select count(*) as n from assets where org_id = ${orgId}`),
    );
    expect(valueAt(d, "by-category", category)).toBe(3);
    expect(valueAt(d, "by-status", "In Repair")).toBe(
      await countOf(kit.t, sql`select count(*) as n from assets where org_id = ${orgId} and status_id = 3`),
    );
    const globex = await kit.data("globex", { DashboardId: D.Assets, LocationId: globexSite.siteId });
    expect(figure(globex, "total")).toBe(1);
  });

  it("lists the assets and move requests behind a bar, each opening its page", async () => {
    const d = await assets({ LocationId: site.siteId });
    const byCategory = await kit.drill("admin", {
      DashboardId: D.Assets,
      WidgetKey: "by-category",
      DrillKey: drillKeyOf(d, "by-category", category),
      LocationId: site.siteId,
    });
    expect(byCategory.TotalCount).toBe(3);
    expect(byCategory.Rows.every((r) => r.Url === `/fixedAssetManagement/asset-detailing/${r.Id}`)).toBe(
      true,
    );
    const atSite = await kit.drill("admin", {
      DashboardId: D.Assets,
      WidgetKey: "by-site",
      DrillKey: String(site.siteId),
    });
    expect(atSite).toMatchObject({ Title: `Assets at ${siteName}`, TotalCount: 4 });
    const moves = await kit.drill("admin", {
      DashboardId: D.Assets,
      WidgetKey: "moves-awaiting",
      DrillKey: "awaiting",
      LocationId: site.siteId,
    });
    expect(moves.TotalCount).toBe(1);
    expect(moves.Rows[0]!.Url).toBe(`/fixedAssetManagement/MoveAssetRequest/Details/${moves.Rows[0]!.Id}`);
  });

  it("counts a site's places by level and status, and the assets and open work under it", async () => {
    const d = await places({ LocationId: site.siteId });
    expect([figure(d, "sites"), figure(d, "buildings"), figure(d, "floors"), figure(d, "rooms")]).toEqual([
      1, 2, 1, 1,
    ]);
    expect(valueAt(d, "by-status", "Active")).toBe(4);
    expect(valueAt(d, "by-status", "Inactive")).toBe(1);
    expect(valueAt(d, "assets-per-site", siteName)).toBe(4);
    expect(valueAt(d, "open-work-per-site", siteName)).toBe(2);
    const floors = await kit.drill("admin", {
      DashboardId: D.Locations,
      WidgetKey: "floors",
      DrillKey: "3",
      LocationId: site.siteId,
    });
    expect(floors.Rows.map((r) => [r.Id, r.Url])).toEqual([[floorId, `/locationModules/${floorId}`]]);
    const work = await kit.drill("admin", {
      DashboardId: D.Locations,
      WidgetKey: "open-work-per-site",
      DrillKey: drillKeyOf(d, "open-work-per-site", siteName),
    });
    expect(work.TotalCount).toBe(2);
  });

  it("matches the organisation's own counts of places and open work, and follows a finished work order", async () => {
    const orgId = kit.who.admin.orgId;
    const d = await places();
    expect(figure(d, "rooms")).toBe(
      await countOf(kit.t, sql`select count(*) as n from locations where org_id = ${orgId} and level_id = 4`),
    );
    expect(valueAt(d, "open-work-per-site", "Denver Tech Center Campus")).toBeGreaterThan(0);
    const before = await places({ LocationId: site.siteId });
    await kit.t.ctx.db.execute(sql`update tasks set status_id = 2 where location_id = ${floorId}`);
    const after = await places({ LocationId: site.siteId });
    expect(valueAt(after, "open-work-per-site", siteName)).toBe(
      valueAt(before, "open-work-per-site", siteName) - 1,
    );
  });
});
