import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../plugins/auth.ts";
import {
  createTestApp,
  openTestDatabase,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(";")
    .find((d) => d.startsWith(`${name} `));

describe.each(testBackends())("which frames the app's page allows on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let distDir: string;
  let admin: SignedIn;
  let globex: SignedIn;

  const page = (url: string, session?: SignedIn, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url,
      headers,
      ...(session ? { cookies: { [SESSION_COOKIE]: session.cookie } } : {}),
    });
  const saveList = (entries: unknown[]) =>
    t.call("POST", "/api/Analytics/SaveCarouselSettings", { token: admin.token, body: { Entries: entries } });

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), "fieldstead-dist-"));
    writeFileSync(join(distDir, "index.html"), "<!doctype html><title>Fieldstead</title>");
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { webDistDir: distDir });
    admin = await t.signIn("admin@acme.example");
    globex = await t.signIn("admin@globex.example");
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("allows only the product's own frames with the built-in list, signed in or not", async () => {
    for (const res of [await page("/"), await page("/", admin), await page("/slideshow-dashboards", admin)]) {
      expect(res.statusCode).toBe(200);
      expect(directive(res.headers["content-security-policy"], "frame-src")).toBe("frame-src 'self'");
      expect(directive(res.headers["content-security-policy"], "frame-ancestors")).toBe(
        "frame-ancestors 'self'",
      );
    }
  });

  it("allows the origins of the organisation's external entries to the organisation's signed-in people only", async () => {
    const saved = await saveList([
      { DashboardId: 1447 },
      { DashboardId: 9001, Url: "https://metabase.example.com:8443/public/dashboard/abc" },
      { DashboardId: 9002, Url: "https://metabase.example.com:8443/public/dashboard/def" },
      { DashboardId: 9003, Url: "http://grafana.example.org/d/xyz?kiosk" },
    ]);
    expect(saved.statusCode).toBe(200);
    const allowed = "frame-src 'self' https://metabase.example.com:8443 http://grafana.example.org";
    for (const url of ["/", "/index.html", "/slideshow-dashboards", "/dashboard?x=1"]) {
      const res = await page(url, admin);
      expect(res.statusCode).toBe(200);
      expect(directive(res.headers["content-security-policy"], "frame-src")).toBe(allowed);
      expect(String(res.headers.vary)).toMatch(/Cookie/);
    }
    // The policy's other directives stay as they were.
    const res = await page("/", admin);
    expect(directive(res.headers["content-security-policy"], "script-src")).toBe("script-src 'self'");
    expect(directive(res.headers["content-security-policy"], "frame-ancestors")).toBe(
      "frame-ancestors 'self'",
    );
    // Nobody else gets them: no session, another organisation, a session that is not genuine.
    for (const other of [
      await page("/"),
      await page("/", globex),
      await page("/", { ...admin, cookie: `${admin.cookie}x` }),
    ])
      expect(directive(other.headers["content-security-policy"], "frame-src")).toBe("frame-src 'self'");
  });

  it("sends the same policy with a revalidated page", async () => {
    const first = await page("/", admin);
    const etag = String(first.headers.etag);
    const again = await page("/", admin, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(directive(again.headers["content-security-policy"], "frame-src")).toContain(
      "https://metabase.example.com:8443",
    );
  });

  it("keeps every other answer to the product's own frames", async () => {
    const api = await t.call("GET", "/api/Analytics/GetCarouselSettings", { token: admin.token });
    expect(api.statusCode).toBe(200);
    const missing = await page("/assets/missing.js", admin);
    for (const res of [api, missing])
      expect(directive(res.headers["content-security-policy"], "frame-src")).toBe("frame-src 'self'");
  });

  it("stops allowing an origin once no entry uses it", async () => {
    expect((await saveList([{ DashboardId: 1447 }])).statusCode).toBe(200);
    const res = await page("/", admin);
    expect(directive(res.headers["content-security-policy"], "frame-src")).toBe("frame-src 'self'");
  });
});
