import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileRoutePatterns, ModuleId } from "@fieldstead/domain";
import {
  createTestApp,
  openTestDatabase,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";

type Tab = { ModuleId: number; ParentId: number | null; Enabled: 0 | 1 };
type Module = { ModuleId: number; ParentId: number | null; ModuleName: string; AccessRightTypeId: number };

describe.each(testBackends())("permissions and landing modules on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const as: Record<string, SignedIn> = {};
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    for (const who of [
      "admin@acme.example",
      "tech@acme.example",
      "lease@acme.example",
      "viewer@acme.example",
      "admin@globex.example",
    ]) {
      as[who] = await t.signIn(who);
    }
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const landing = async (who: string) => {
    const res = await t.call("GET", "/api/Employee/GetLandingPageModulesByRole", { token: as[who]!.token });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      ShowChatBot: boolean;
      ShowAiLandingPage: boolean;
      Modules: Module[];
      CountryISO: string;
      Environment: string;
      OrganisationTypeId: number;
    };
  };
  const has = (modules: Module[], id: number, parent: number | null = null) =>
    modules.some((m) => m.ModuleId === id && m.ParentId === parent);

  it("gives the administrator every module, the AI analytics module 56 under 59 included", async () => {
    const reply = await landing("admin@acme.example");
    expect(reply).toMatchObject({
      ShowChatBot: true,
      ShowAiLandingPage: true,
      CountryISO: "US",
      Environment: "QA",
      OrganisationTypeId: 2,
    });
    expect(has(reply.Modules, ModuleId.AiAnalytics, ModuleId.Analytics)).toBe(true);
    expect(has(reply.Modules, ModuleId.Billing)).toBe(true);
    expect(has(reply.Modules, ModuleId.RoleManagement, ModuleId.Admin)).toBe(true);
    expect(has(reply.Modules, ModuleId.DashboardCarousel, ModuleId.Dashboard)).toBe(true);
    expect(reply.Modules.every((m) => "Url" in m && "HasSubCategories" in m && "IsNewTab" in m)).toBe(true);
  });

  it("names each organisation's environment and type (billing and carousel gating)", async () => {
    expect(await landing("admin@globex.example")).toMatchObject({
      Environment: "production",
      OrganisationTypeId: 1,
    });
    expect(await landing("viewer@acme.example")).toMatchObject({ Environment: "QA", OrganisationTypeId: 2 });
  });

  it("leaves billing and administration out of the field technician's modules (absent, not disabled)", async () => {
    const { Modules } = await landing("tech@acme.example");
    expect(has(Modules, ModuleId.TaskOperations)).toBe(true);
    expect(has(Modules, ModuleId.WorkOrders)).toBe(true);
    expect(has(Modules, ModuleId.Locations)).toBe(true);
    expect(has(Modules, ModuleId.Billing)).toBe(false);
    expect(has(Modules, ModuleId.Admin)).toBe(false);
    expect(has(Modules, ModuleId.Leases)).toBe(false);
    expect(Modules.every((m) => m.ModuleId !== ModuleId.BillingInvoicing)).toBe(true);
  });

  it("gives the lease manager leases with all seven tabs (50–56) and billing", async () => {
    const { Modules } = await landing("lease@acme.example");
    for (let tab = 50; tab <= 56; tab++) expect(has(Modules, tab, ModuleId.Leases)).toBe(true);
    expect(has(Modules, ModuleId.Billing)).toBe(true);
    expect(has(Modules, ModuleId.TaskOperations)).toBe(false);
  });

  it("serves the route patterns of the caller's role, which the domain matcher applies", async () => {
    const res = await t.call("POST", "/api/rolepermission/GetRoutePermissions", {
      token: as["tech@acme.example"]!.token,
      body: {
        EmployeeId: as["tech@acme.example"]!.record.EmployeeId,
        Email: "tech@acme.example",
        LanguageId: 1,
        RoleId: as["tech@acme.example"]!.record.RoleId,
        TypeId: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    const urls = (res.json().Permission as { URL: string }[]).map((p) => p.URL);
    const matcher = compileRoutePatterns(urls);
    expect(matcher.isAllowed("/#/TaskOperations/details/812")).toBe(true);
    expect(matcher.isAllowed("/#/ticketdetails/77")).toBe(true);
    expect(matcher.isAllowed("/#/billing/invoicing")).toBe(false);
    expect(matcher.isAllowed("/#/RoleManagement")).toBe(false);

    const allowed = await t.call("POST", "/api/src/GetAllowedRoutes", {
      token: as["tech@acme.example"]!.token,
    });
    expect(allowed.statusCode).toBe(200);
    expect([...allowed.json()].sort()).toEqual([...urls].sort());
  });

  it("refuses another role's route list", async () => {
    const res = await t.call("POST", "/api/rolepermission/GetRoutePermissions", {
      token: as["tech@acme.example"]!.token,
      body: { RoleId: as["admin@acme.example"]!.record.RoleId, TypeId: 1 },
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers the caller's permission on one module", async () => {
    const viewer = await t.call(
      "GET",
      `/api/rolepermission/GetModulePermissionForUser?ModuleId=${ModuleId.Locations}`,
      { token: as["viewer@acme.example"]!.token },
    );
    expect(viewer.json()).toMatchObject({
      ModuleId: ModuleId.Locations,
      Enabled: true,
      CanRead: true,
      CanWrite: false,
    });
    const billing = await t.call(
      "GET",
      `/api/rolepermission/GetModulePermissionForUser?ModuleId=${ModuleId.Billing}`,
      { token: as["viewer@acme.example"]!.token },
    );
    expect(billing.json()).toMatchObject({ Enabled: false, CanRead: false });
    const unknown = await t.call("GET", "/api/rolepermission/GetModulePermissionForUser?ModuleId=987654", {
      token: as["viewer@acme.example"]!.token,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.call("GET", "/api/rolepermission/GetModulePermissionForUser?ModuleId=abc", {
      token: as["viewer@acme.example"]!.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("ModuleId");
  });

  it("answers a role's Tabs: own role always, another role only with Role Management", async () => {
    const viewer = as["viewer@acme.example"]!;
    const own = await t.call(
      "GET",
      `/api/rolepermission/GetRolePermissionByRoleId?roleId=${viewer.record.RoleId}`,
      { token: viewer.token },
    );
    expect(own.statusCode).toBe(200);
    const tabs = own.json().Tabs as Tab[];
    expect(tabs.find((x) => x.ModuleId === ModuleId.DashboardCarousel)?.Enabled).toBe(1);
    expect(tabs.find((x) => x.ModuleId === ModuleId.Billing)?.Enabled).toBe(0);

    const adminRole = as["admin@acme.example"]!.record.RoleId;
    expect(
      (
        await t.call("GET", `/api/rolepermission/GetRolePermissionByRoleId?roleId=${adminRole}`, {
          token: viewer.token,
        })
      ).statusCode,
    ).toBe(403);
    const byAdmin = await t.call(
      "GET",
      `/api/rolepermission/GetRolePermissionByRoleId?roleId=${viewer.record.RoleId}`,
      { token: as["admin@acme.example"]!.token },
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it("never shows another organisation's role: 404, even to an administrator", async () => {
    const globexRole = as["admin@globex.example"]!.record.RoleId;
    const res = await t.call("GET", `/api/rolepermission/GetRolePermissionByRoleId?roleId=${globexRole}`, {
      token: as["admin@acme.example"]!.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Globex");
  });

  it("saves the terms acceptance for the caller only", async () => {
    const lease = as["lease@acme.example"]!;
    expect(lease.record.IsCookiesSaved).toBe(false);
    const body = {
      IsCookiesSaved: true,
      Email: "lease@acme.example",
      EmployeeId: lease.record.EmployeeId,
      LanguageId: 1,
      TimeZoneOffset: "-07:00",
    };
    const res = await t.call("POST", "/api/Employee/UpdateEmployeeCookies", { token: lease.token, body });
    expect(res.json()).toMatchObject({ StatusCode: 0 });
    expect((await t.signIn("lease@acme.example")).record.IsCookiesSaved).toBe(true);
    const other = await t.call("POST", "/api/Employee/UpdateEmployeeCookies", {
      token: lease.token,
      body: { ...body, EmployeeId: as["admin@globex.example"]!.record.EmployeeId },
    });
    expect(other.statusCode).toBe(403);
  });

  it("keeps the date of the first acceptance, so a withdrawn and renewed acceptance reads as an update", async () => {
    const viewer = as["viewer@acme.example"]!;
    expect(viewer.record).toMatchObject({ IsCookiesSaved: false, TermsAcceptedOn: null });
    const body = (value: boolean) => ({
      IsCookiesSaved: value,
      Email: "viewer@acme.example",
      EmployeeId: viewer.record.EmployeeId,
    });
    await t.call("POST", "/api/Employee/UpdateEmployeeCookies", { token: viewer.token, body: body(true) });
    const first = (await t.signIn("viewer@acme.example")).record.TermsAcceptedOn;
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await t.call("POST", "/api/Employee/UpdateEmployeeCookies", { token: viewer.token, body: body(false) });
    expect((await t.signIn("viewer@acme.example")).record).toMatchObject({
      IsCookiesSaved: false,
      TermsAcceptedOn: first,
    });
    await t.call("POST", "/api/Employee/UpdateEmployeeCookies", { token: viewer.token, body: body(true) });
    expect((await t.signIn("viewer@acme.example")).record.TermsAcceptedOn).toBe(first);
  });

  it("serves the organisation's date formats", async () => {
    const res = await t.call("GET", "/api/shared/GetDataFormats", {
      token: as["viewer@acme.example"]!.token,
    });
    expect(res.json()).toEqual({ DateFormat: "DD-MM-YYYY", DateTimeFormat: "DD-MM-YYYY hh:mm A" });
  });
});
