import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuditEntityType,
  BUILT_IN_DASHBOARDS,
  CAROUSEL_MAX_ENTRIES,
  EMBED_PATH,
  ModuleId,
  type CarouselEntry,
  type CarouselSettingsReply,
  type DashboardData,
  type DashboardLinksReply,
} from "@fieldstead/domain";
import { auditEntries } from "../../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  revokeModule,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../../test/test-clock.ts";
import { testBackends } from "../../../test/test-databases.ts";

const LINKS = "/api/project/GetDashBoardLinksForCarousel";
const SETTINGS = "/api/Analytics/GetCarouselSettings";
const SAVE = "/api/Analytics/SaveCarouselSettings";

const SEEDED: CarouselEntry[] = BUILT_IN_DASHBOARDS.map((d) => ({
  DashboardId: d.DashboardId,
  Title: d.Title,
  Url: null,
}));

describe.each(testBackends())("the carousel list on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let who: Record<"admin" | "viewer" | "tech" | "globex", TestPerson>;

  const call = (person: TestPerson, method: "GET" | "POST", url: string, body?: unknown) =>
    t.call(method, url, { token: person.token, body });
  const settings = async (person = who.admin) =>
    (await call(person, "GET", SETTINGS)).json() as CarouselSettingsReply;
  const links = async (person = who.admin, headers: Record<string, string> = {}) => {
    const res = await t.call("GET", LINKS, { token: person.token, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as DashboardLinksReply).DashboardLinks;
  };
  const save = (entries: unknown[], person = who.admin) => call(person, "POST", SAVE, { Entries: entries });
  const embedData = async (url: string) => {
    const token = url.split(`${EMBED_PATH}/`)[1]!;
    const res = await t.call("POST", "/api/Embed/GetDashboard", { body: { Token: token } });
    expect(res.statusCode).toBe(200);
    return res.json() as DashboardData;
  };

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
    who = await signInAccounts(t, {
      admin: "admin@acme.example",
      viewer: "viewer@acme.example",
      tech: "tech@acme.example",
      globex: "admin@globex.example",
    });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("holds every built-in dashboard in the demo data, in their order and by their titles", async () => {
    const reply = await settings();
    expect(reply.Entries).toEqual(SEEDED);
    expect(reply.BuiltIns).toEqual(BUILT_IN_DASHBOARDS);
    expect((await settings(who.globex)).Entries).toEqual(SEEDED);
  });

  it("plays the list in order with titles and working signed addresses of the server's own origin", async () => {
    const played = await links(who.admin, { host: "localhost:8080" });
    expect(played.map((l) => [l.DashboardId, l.Title])).toEqual(
      BUILT_IN_DASHBOARDS.map((d) => [d.DashboardId, d.Title]),
    );
    for (const link of played) {
      expect(link.MetabaseUrl).toMatch(
        new RegExp(`^http://localhost:8080${EMBED_PATH}/[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
      );
      const data = await embedData(link.MetabaseUrl);
      expect([data.DashboardId, data.OrgName]).toEqual([link.DashboardId, "Acme Facilities"]);
    }
    // A role plays only the built-in dashboards it may see itself (the viewer: no work orders, leases, projects).
    expect((await links(who.viewer)).map((l) => l.DashboardId)).toEqual([1424, 1457, 1813]);
    // Each call signs afresh: Globex's links show Globex's data.
    const globex = await links(who.globex);
    expect((await embedData(globex[0]!.MetabaseUrl)).OrgName).toBe("Globex Field Services");
  });

  it("never leads a signed link to a Host that is not this server", async () => {
    const played = await links(who.admin, { host: "portal.test:8443" });
    expect(played.every((l) => l.MetabaseUrl.startsWith(`http://127.0.0.1:8080${EMBED_PATH}/`))).toBe(true);
  });

  it("leads to PUBLIC_URL when it is configured", async () => {
    const configured = await createTestApp(db.database, {
      clock: t.clock,
      config: { publicUrl: "https://portal.example" },
    });
    try {
      const res = await configured.call("GET", LINKS, {
        token: who.admin.token,
        headers: { host: "other.test" },
      });
      const played = (res.json() as DashboardLinksReply).DashboardLinks;
      expect(played.every((l) => l.MetabaseUrl.startsWith(`https://portal.example${EMBED_PATH}/`))).toBe(
        true,
      );
    } finally {
      await configured.close();
    }
  });

  it("replaces the whole list in the order sent; blank titles read the id's default", async () => {
    const entries = [
      {
        DashboardId: 5001,
        Title: "Energy board",
        Url: "https://metabase.example.com/embed/dashboard/abc#bordered=false",
      },
      { DashboardId: 1457, Title: "  ", Url: null },
      { DashboardId: 1447, Title: "Ops", Url: null },
    ];
    const res = await save(entries);
    expect(res.statusCode).toBe(200);
    const expected = [entries[0], { DashboardId: 1457, Title: "", Url: null }, entries[2]];
    expect(res.json()).toMatchObject({ StatusCode: 0, Entries: expected });
    expect((await settings()).Entries).toEqual(expected);
    const played = await links(who.admin);
    expect(played.map((l) => [l.DashboardId, l.Title])).toEqual([
      [5001, "Energy board"],
      [1457, "Customer Insights"],
      [1447, "Ops"],
    ]);
    // External entries play for every role that holds the carousel.
    expect((await links(who.viewer)).map((l) => l.DashboardId)).toEqual([5001, 1457]);
    expect(played[0]!.MetabaseUrl).toBe(entries[0]!.Url);
    expect((await embedData(played[2]!.MetabaseUrl)).DashboardId).toBe(1447);
    // Another organisation's list is its own.
    expect((await settings(who.globex)).Entries).toEqual(SEEDED);
  });

  it("records the change in the list's history, and nothing when nothing changed", async () => {
    const history = () =>
      t.ctx.db
        .select({ summary: auditEntries.summary, changes: auditEntries.changes, by: auditEntries.employeeId })
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.entityType, AuditEntityType.CarouselList),
            eq(auditEntries.entityId, who.admin.orgId),
          ),
        )
        .orderBy(desc(auditEntries.id));
    const before = (await history()).length;
    const entries = [{ DashboardId: 1424, Title: "Assets", Url: null }];
    expect((await save(entries)).statusCode).toBe(200);
    const [latest, ...rest] = await history();
    expect(rest).toHaveLength(before);
    expect(latest).toEqual({
      summary: "Carousel list saved (1 dashboard)",
      changes: [
        {
          Field: "Dashboards",
          From: "Energy board (metabase.example.com), Customer Insights, Ops",
          To: "Assets",
        },
      ],
      by: who.admin.employeeId,
    });
    expect((await save(entries)).statusCode).toBe(200);
    expect(await history()).toHaveLength(before + 1);
  });

  it.each([
    [[{ DashboardId: 1447 }, { DashboardId: 99 }], "Entries.1.DashboardId", "99 is not a built-in dashboard"],
    [[{ DashboardId: 1447, Url: "https://exa mple.com/x" }], "Entries.0.Url", "http or https"],
    [[{ DashboardId: 1447, Url: "ftp://example.com/x" }], "Entries.0.Url", "http or https"],
    [[{ DashboardId: 1447, Title: "x".repeat(121) }], "Entries.0.Title", "at most 120"],
    [[{ DashboardId: -4 }], "Entries.0.DashboardId", "positive"],
    [
      Array(CAROUSEL_MAX_ENTRIES + 1).fill({ DashboardId: 1447 }),
      "Entries",
      `at most ${CAROUSEL_MAX_ENTRIES}`,
    ],
  ])("refuses %j with a 400 naming %s, keeping the list as it was", async (entries, field, message) => {
    const kept = (await settings()).Entries;
    const res = await save(entries);
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain(field);
    expect(res.json().fields).toEqual([{ field, message: expect.stringContaining(message) }]);
    expect((await settings()).Entries).toEqual(kept);
  });

  it("takes up to the most entries, an empty list too", async () => {
    const full = Array.from({ length: CAROUSEL_MAX_ENTRIES }, (_, i) => BUILT_IN_DASHBOARDS[i % 6]!);
    expect((await save(full.map((d) => ({ DashboardId: d.DashboardId })))).statusCode).toBe(200);
    expect(await links()).toHaveLength(CAROUSEL_MAX_ENTRIES);
    expect((await save([])).statusCode).toBe(200);
    expect(await links()).toEqual([]);
  });

  it("lets the list be changed only with the carousel module read-write, and played with it read-only", async () => {
    expect((await call(who.viewer, "GET", SETTINGS)).statusCode).toBe(403);
    expect((await save(SEEDED, who.viewer)).statusCode).toBe(403);
    expect((await call(who.tech, "GET", SETTINGS)).statusCode).toBe(403);
    expect((await call(who.tech, "GET", LINKS)).statusCode).toBe(403);
    expect((await call(who.viewer, "GET", LINKS)).statusCode).toBe(200);
    const viewer = await t.signIn("viewer@acme.example");
    await revokeModule(t, viewer, { moduleId: ModuleId.DashboardCarousel, parentId: ModuleId.Dashboard });
    expect((await call(who.viewer, "GET", LINKS)).statusCode).toBe(403);
    expect((await call(who.admin, "GET", LINKS)).statusCode).toBe(200);
  });
});
