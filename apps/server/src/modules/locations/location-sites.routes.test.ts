import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, or } from "drizzle-orm";
import {
  ModuleId,
  type LocationListRow,
  type ListReply,
  type SiteDetailsReply,
  type UserAssociatedSitesReply,
} from "@fieldstead/domain";
import { assets, employees, employeeSites, locationLinks, moveRequests } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import {
  ADMIN,
  GLOBEX,
  openLocationsHarness,
  TECH,
  type LocationsHarness,
} from "./locations.test-fixtures.ts";

describe.each(testBackends())("sites on %s", (backend) => {
  let h: LocationsHarness;
  let everything: LocationListRow[];
  let site: LocationListRow;
  beforeAll(async () => {
    h = await openLocationsHarness(backend);
    everything = (await h.ok<ListReply<LocationListRow>>(ADMIN, "GetLocationList", { PageSize: 500 })).Rows;
    site = everything.find((l) => l.Code === "DTC-01")!;
  });
  afterAll(() => h?.close());

  const subtree = (rootId: number): number[] => {
    const ids = [rootId];
    for (let i = 0; i < ids.length; i += 1)
      for (const l of everything) if (l.ParentId === ids[i]) ids.push(l.Id);
    return ids;
  };
  const emailOf = async (email: string) =>
    (await h.t.ctx.db.select({ id: employees.id }).from(employees).where(eq(employees.email, email)))[0]!.id;

  it("answers a site's sub-locations per level, assets by status, open moves, its people and links", async () => {
    const below = subtree(site.Id);
    const adminId = await emailOf(ADMIN);
    const [from, to] = [
      everything.find((l) => l.Code === "SLC-01-B1")!,
      everything.find((l) => l.Code === "DTC-01-B1")!,
    ];
    await h.t.ctx.db.insert(moveRequests).values({
      orgId: (
        await h.t.ctx.db.select({ orgId: employees.orgId }).from(employees).where(eq(employees.id, adminId))
      )[0]!.orgId,
      requestNumber: "MR-TEST-1",
      fromLocationId: from.Id,
      toLocationId: to.Id,
      requestedById: adminId,
    });
    const reply = await h.ok<SiteDetailsReply>(ADMIN, "GetSiteDetailsTab", {
      SiteId: site.Id,
      EmployeeId: adminId,
      Email: ADMIN,
      LanguageId: 1,
    });
    expect(reply.Site).toMatchObject({ Id: site.Id, Code: "DTC-01", Name: site.Name });
    const counted = (level: number) =>
      everything.filter((l) => below.includes(l.Id) && l.LevelId === level).length;
    expect(reply.SubLocations).toEqual([
      { LevelId: 2, LevelName: "Building", Count: counted(2) },
      { LevelId: 3, LevelName: "Floor", Count: counted(3) },
      { LevelId: 4, LevelName: "Room", Count: counted(4) },
    ]);
    const here = await h.t.ctx.db
      .select({ statusId: assets.statusId })
      .from(assets)
      .where(inArray(assets.locationId, below));
    expect(reply.AssetCount).toBe(here.length);
    expect(reply.AssetsByStatus.reduce((n, s) => n + s.Count, 0)).toBe(here.length);
    expect(reply.AssetsByStatus.every((s) => s.StatusName.length > 0)).toBe(true);
    expect(reply.OpenMoveRequests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          RequestNumber: "MR-TEST-1",
          StatusName: "Awaiting Approval",
          FromName: from.Name,
          ToName: to.Name,
        }),
      ]),
    );
    for (const m of reply.OpenMoveRequests) {
      expect(["Awaiting Approval", "Approved"]).toContain(m.StatusName);
      expect(below.includes(m.FromLocationId) || below.includes(m.ToLocationId)).toBe(true);
    }
    const people = await h.t.ctx.db
      .select({ id: employeeSites.employeeId })
      .from(employeeSites)
      .where(eq(employeeSites.locationId, site.Id));
    expect(reply.Employees.map((e) => e.EmployeeId).sort()).toEqual(people.map((p) => p.id).sort());
    expect(reply.Employees.map((e) => e.Email)).toContain(ADMIN);
    // Links with either end anywhere in the site (the demo data links its buildings and the sites).
    const linked = await h.t.ctx.db
      .select({ id: locationLinks.id })
      .from(locationLinks)
      .where(or(inArray(locationLinks.fromLocationId, below), inArray(locationLinks.toLocationId, below)));
    expect(linked.length).toBeGreaterThan(0);
    expect(reply.LinkCount).toBe(linked.length);
  });

  it("is readable by a technician, refuses a body naming someone else (403), a non-site (400), another organisation (404)", async () => {
    expect((await h.ok<SiteDetailsReply>(TECH, "GetSiteDetailsTab", { SiteId: site.Id })).Site.Id).toBe(
      site.Id,
    );
    const adminId = await emailOf(ADMIN);
    expect(
      (await h.post(TECH, "GetSiteDetailsTab", { SiteId: site.Id, EmployeeId: adminId })).statusCode,
    ).toBe(403);
    expect((await h.post(TECH, "GetSiteDetailsTab", { SiteId: site.Id, Email: ADMIN })).statusCode).toBe(403);
    const building = everything.find((l) => l.LevelId === 2)!;
    expect(await h.badFields(ADMIN, "GetSiteDetailsTab", { SiteId: building.Id })).toEqual(["SiteId"]);
    expect(await h.badFields(ADMIN, "GetSiteDetailsTab", { SiteId: "x" })).toEqual(["SiteId"]);
    expect(await h.badFields(ADMIN, "GetSiteDetailsTab", { SiteId: site.Id, EmployeeId: "me" })).toEqual([
      "EmployeeId",
    ]);
    expect((await h.post(GLOBEX, "GetSiteDetailsTab", { SiteId: site.Id })).statusCode).toBe(404);
  });

  it("lists the caller's own sites with their asset counts, searched and paged", async () => {
    const techId = await emailOf(TECH);
    const mine = await h.t.ctx.db
      .select({ id: employeeSites.locationId })
      .from(employeeSites)
      .where(eq(employeeSites.employeeId, techId));
    const reply = await h.ok<UserAssociatedSitesReply>(TECH, "GetUserAssociatedSites", {
      employeeId: techId,
      employeeEmail: TECH,
    });
    expect(reply.TotalCount).toBe(mine.length);
    expect(reply.Sites.map((s) => s.Id).sort()).toEqual(mine.map((m) => m.id).sort());
    for (const s of reply.Sites) {
      const count = await h.t.ctx.db
        .select({ id: assets.id })
        .from(assets)
        .where(inArray(assets.locationId, subtree(s.Id)));
      expect(s.AssetCount).toBe(count.length);
    }
    const names = reply.Sites.map((s) => s.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const first = reply.Sites[0]!;
    const searched = await h.ok<UserAssociatedSitesReply>(TECH, "GetUserAssociatedSites", {
      Search: first.Code.toLowerCase(),
    });
    expect(searched.Sites.map((s) => s.Id)).toEqual([first.Id]);
    const paged = await h.ok<UserAssociatedSitesReply>(TECH, "GetUserAssociatedSites", {
      PageNumber: 2,
      PageSize: 1,
    });
    expect(paged).toMatchObject({ PageNumber: 2, PageSize: 1, TotalCount: mine.length });
    expect(paged.Sites.map((s) => s.Id)).toEqual([reply.Sites[1]!.Id]);
    expect(
      (await h.post(TECH, "GetUserAssociatedSites", { employeeId: await emailOf(ADMIN) })).statusCode,
    ).toBe(403);
    expect((await h.post(TECH, "GetUserAssociatedSites", { employeeEmail: ADMIN })).statusCode).toBe(403);
    expect(await h.badFields(TECH, "GetUserAssociatedSites", { PageSize: 1000 })).toEqual(["PageSize"]);
  });

  it("needs the Site Details tab module", async () => {
    await h.revoke(GLOBEX, ModuleId.LocationOverview);
    const globexSite = await h.byCode("DEN-01", GLOBEX);
    expect((await h.post(GLOBEX, "GetSiteDetailsTab", { SiteId: globexSite.id })).statusCode).toBe(403);
  });
});
