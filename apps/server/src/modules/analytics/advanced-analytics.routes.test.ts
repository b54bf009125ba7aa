import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBED_PATH, ModuleId, type DashboardData } from "@fieldstead/domain";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";
import { testBackends } from "../../test/test-databases.ts";

const ANALYTICS = "/api/Shared/AdvancedAnalyticsInteractiveDashboard";

describe.each(testBackends())("the advanced analytics dashboard's address on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let who: Record<"viewer" | "tech" | "globex", TestPerson>;

  const ask = (person: TestPerson, moduleId: number | string) =>
    t.call("GET", `${ANALYTICS}?ModuleId=${moduleId}`, {
      token: person.token,
      headers: { host: "localhost:8080" },
    });
  const dataBehind = async (url: string) => {
    const res = await t.call("POST", "/api/Embed/GetDashboard", {
      body: { Token: url.split(`${EMBED_PATH}/`)[1] },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as DashboardData;
  };

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
    who = await signInAccounts(t, {
      viewer: "viewer@acme.example",
      tech: "tech@acme.example",
      globex: "admin@globex.example",
    });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("gives the AI analytics module the Work Orders dashboard of the caller's organisation, signed", async () => {
    const res = await ask(who.globex, ModuleId.AiAnalytics);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().DashboardUrl;
    expect(url.startsWith(`http://localhost:8080${EMBED_PATH}/`)).toBe(true);
    const data = await dataBehind(url);
    expect([data.DashboardId, data.OrgName]).toEqual([1447, "Globex Field Services"]);
  });

  it("gives a role that may not see work orders the first dashboard it may see", async () => {
    const res = await ask(who.viewer, ModuleId.AiAnalytics);
    expect(res.statusCode).toBe(200);
    const data = await dataBehind(res.json().DashboardUrl);
    expect([data.DashboardId, data.OrgName]).toEqual([1424, "Acme Facilities"]);
  });

  it("answers 400 naming ModuleId for any other module", async () => {
    const res = await ask(who.viewer, 57);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: "ModuleId", message: "No analytics dashboard belongs to module 57." },
    ]);
    expect((await ask(who.viewer, "x")).json().fields).toEqual([
      expect.objectContaining({ field: "ModuleId" }),
    ]);
  });

  it("answers 403 to a role without the AI analytics module", async () => {
    expect((await ask(who.tech, ModuleId.AiAnalytics)).statusCode).toBe(403);
  });
});
