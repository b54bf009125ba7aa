import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION_HEADER } from "@fieldstead/domain";
import { DEMO_ACCOUNTS } from "../seed/demo.seed.ts";
import {
  createTestApp,
  openTestDatabase,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "./test-app.ts";
import { testBackends } from "./test-databases.ts";

/** Bodies and queries a careless or hostile client might send. */
const GARBAGE_BODIES: unknown[] = [
  {},
  [],
  "text",
  42,
  null,
  true,
  { email: 12, password: [], IsCookiesSaved: "maybe", RoleId: "x", TypeId: -1, EmployeeId: { a: 1 } },
  { Email: null, Password: null, IsCookiesSaved: null, RoleId: null, TypeId: "1e309" },
  { email: "a".repeat(100_000), password: "b".repeat(5_000) },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  { RoleId: 1e20, TypeId: 1.5, EmployeeId: -7, LanguageId: NaN },
];
const GARBAGE_QUERIES = [
  "",
  "?ModuleId=",
  "?ModuleId=-1",
  "?ModuleId=1e99",
  "?roleId=abc",
  "?roleId[]=1&roleId[]=2",
  "?ModuleId=%00",
  "?roleId=99999999999",
];

const fill = (url: string) => url.replace(/:([A-Za-z]+)/g, "1");

describe.each(testBackends())("every route, every role, any input on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const sessions: (SignedIn & { email: string })[] = [];
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    for (const { email } of DEMO_ACCOUNTS) sessions.push({ email, ...(await t.signIn(email)) });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("registers every API route from a contract that declares who may call it", () => {
    const apiRoutes = t.ctx.routes.filter((r) => /^\/api\//i.test(r.url) && !/^\/api\/docs/i.test(r.url));
    const contractPaths = new Set(t.ctx.contracts.map((c) => `${c.method} /api${c.path}`.toLowerCase()));
    const uncovered = apiRoutes.filter(
      (r) => r.method !== "HEAD" && !contractPaths.has(`${r.method} ${r.url}`.toLowerCase()),
    );
    expect(uncovered).toEqual([]);
    expect(t.ctx.contracts.length).toBeGreaterThanOrEqual(10);
  });

  it("answers 401 to a caller without a session on every non-public route, whatever the body", async () => {
    const failures: string[] = [];
    for (const c of t.ctx.contracts.filter((x) => x.access.kind !== "public")) {
      for (const body of c.method === "GET" ? [undefined] : [undefined, ...GARBAGE_BODIES.slice(0, 3)]) {
        const res = await t.call(c.method, `/api${fill(c.path)}`, { body });
        if (res.statusCode !== 401) failures.push(`${c.method} ${c.path} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a known status, never a 500, to every demo role on every route", async () => {
    const failures: string[] = [];
    for (const s of sessions) {
      for (const c of t.ctx.contracts) {
        if (c.path.toLowerCase() === "/login/logout") continue;
        const res = await t.call(c.method, `/api${fill(c.path)}`, {
          token: s.token,
          body: c.method === "GET" ? undefined : {},
        });
        if (res.statusCode >= 500 || res.statusCode === 401)
          failures.push(`${s.email} ${c.method} ${c.path} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 to every role whose permissions lack a module-guarded route's module", async () => {
    const failures: string[] = [];
    for (const s of sessions) {
      const session = await t.ctx.sessions.get(
        JSON.parse(Buffer.from(s.token.split(".")[1]!, "base64url").toString()).sid,
      );
      for (const c of t.ctx.contracts.filter((x) => x.access.kind === "module")) {
        const allowed = await t.ctx.permissions.roleAllows(session!.orgId, session!.roleId, c.access);
        const res = await t.call(c.method, `/api${fill(c.path)}`, {
          token: s.token,
          body: c.method === "GET" ? undefined : {},
        });
        if (!allowed && res.statusCode !== 403)
          failures.push(`${s.email} ${c.method} ${c.path} -> ${res.statusCode}, expected 403`);
        if (allowed && res.statusCode === 403)
          failures.push(`${s.email} ${c.method} ${c.path} -> 403 although allowed`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 naming the field, never a 500 or a stack trace, to malformed input", async () => {
    const admin = sessions.find((s) => s.email === "admin@acme.example")!;
    const failures: string[] = [];
    for (const c of t.ctx.contracts) {
      if (c.path.toLowerCase() === "/login/logout") continue;
      const inputs =
        c.method === "GET"
          ? GARBAGE_QUERIES.map((q) => ({ url: `/api${fill(c.path)}${q}`, body: undefined as unknown }))
          : GARBAGE_BODIES.map((body) => ({ url: `/api${fill(c.path)}`, body }));
      for (const input of inputs) {
        const res = await t.call(c.method, input.url, { token: admin.token, body: input.body });
        const text = res.body;
        if (res.statusCode >= 500 || /\bat .+\.(ts|js):\d+/.test(text))
          failures.push(
            `${c.method} ${input.url} ${JSON.stringify(input.body)?.slice(0, 60)} -> ${res.statusCode}`,
          );
        if (res.statusCode === 400 && !/[A-Za-z]+/.test(res.json().StatusMessage ?? ""))
          failures.push(`${c.path}: 400 without a message`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 naming the field to a text with U+0000 or a lone surrogate, on every route", async () => {
    const admin = sessions.find((s) => s.email === "admin@acme.example")!;
    const failures: string[] = [];
    for (const c of t.ctx.contracts) {
      const url = `/api${fill(c.path)}`;
      const headers: Record<string, string> = {
        authorization: `Bearer ${admin.token}`,
        ...(c.apiVersion === undefined ? {} : { [API_VERSION_HEADER]: String(c.apiVersion) }),
      };
      // Raw JSON texts, so the lone surrogate arrives as the `\ud800` escape a client sends.
      const probes = [
        { what: "U+0000 in the query", url: `${url}?Probe=a%00b`, payload: undefined },
        ...(c.method === "GET"
          ? []
          : [
              { what: "U+0000 in the body", url, payload: '{"Id":1,"Probe":"a\\u0000b"}' },
              { what: "a lone surrogate in the body", url, payload: '{"Id":1,"Probe":"a\\ud800b"}' },
              {
                what: "a lone surrogate in a list",
                url,
                payload: '{"Items":[{"Probe":"ok"},{"Probe":"\\udc00"}]}',
              },
            ]),
      ];
      for (const probe of probes) {
        const res = await t.app.inject({
          method: c.method,
          url: probe.url,
          headers: probe.payload === undefined ? headers : { ...headers, "content-type": "application/json" },
          ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        });
        const expected = probe.what.endsWith("list") ? "Items.1.Probe" : "Probe";
        const field = res.statusCode === 400 ? res.json().fields?.[0]?.field : undefined;
        if (res.statusCode !== 400 || field !== expected)
          failures.push(
            `${c.method} ${c.path}, ${probe.what} -> ${res.statusCode} ${field ?? res.body.slice(0, 80)}`,
          );
      }
      // A lone surrogate cannot arrive in a query: its UTF-8 escapes are invalid, so the text stays as sent.
      if (c.path.toLowerCase() === "/login/logout") continue;
      const keys = ["Probe", ...Object.keys((c.query as { shape?: object } | undefined)?.shape ?? {})];
      const query = keys.map((k) => `${k}=%ED%A0%80`).join("&");
      const res = await t.app.inject({ method: c.method, url: `${url}?${query}`, headers });
      if (res.statusCode >= 500)
        failures.push(`${c.method} ${c.path}, UTF-8 of a surrogate in the query -> 500`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 for JSON that does not parse, and for a body of the wrong media type", async () => {
    const admin = sessions.find((s) => s.email === "admin@acme.example")!;
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/Employee/UpdateEmployeeCookies",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      payload: '{"IsCookiesSaved": tru',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().StatusMessage).toContain("body");
    const text = await t.app.inject({
      method: "POST",
      url: "/api/Login",
      headers: { "content-type": "text/plain" },
      payload: "email=admin@acme.example",
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().StatusMessage).toContain("body");
    const form = await t.app.inject({
      method: "POST",
      url: "/api/Login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=admin@acme.example",
    });
    expect(form.statusCode).toBe(415);
  });

  it("answers a JSON 404 for an unknown API path", async () => {
    const res = await t.call("GET", "/api/NoSuch/Thing", { token: sessions[0]!.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("NOT_FOUND");
  });

  it("lists every route in the OpenAPI document", async () => {
    const res = await t.call("GET", "/api/docs/json");
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths).map((p) => p.toLowerCase());
    for (const c of t.ctx.contracts) expect(paths).toContain(`/api${c.path}`.toLowerCase());
  });

  it("documents the reply of every call", async () => {
    const doc = (await t.call("GET", "/api/docs/json")).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const undocumented = t.ctx.contracts
      .filter((c) => {
        const operation = doc.paths[`/api${c.path}`]?.[c.method.toLowerCase()];
        return !operation?.responses?.["200"];
      })
      .map((c) => `${c.method} ${c.path}`);
    expect(undocumented).toEqual([]);
  });
});
