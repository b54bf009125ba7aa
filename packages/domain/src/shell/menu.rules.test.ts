import { describe, expect, it } from "vitest";
import type { ModuleEntry } from "../employees/employees.schemas.ts";
import { buildMenu, menuColumns, moduleLink, stripOldAppPrefixes, type MenuItem } from "./menu.rules.ts";

const API = "https://portal.example.com";

const entry = (over: Partial<ModuleEntry> & Pick<ModuleEntry, "ModuleId">): ModuleEntry => ({
  ParentId: null,
  ModuleName: `Module ${over.ModuleId}`,
  AlternateName: null,
  Url: "",
  ParsedURL: "",
  ParsedURLParts: [],
  IsNewTab: false,
  IsExternalUrl: false,
  HasSubCategories: false,
  Enabled: true,
  AccessRightTypeId: 1,
  GrantedAccessRightTypeId: 2,
  ...over,
});

const screen = (ModuleId: number, ModuleName: string, Url: string, ParentId: number | null = null) =>
  entry({ ModuleId, ModuleName, Url, ParentId });

/** The administrator's module list, shaped like the seeded catalogue (tabs and operations included). */
const ADMIN_MODULES: ModuleEntry[] = [
  screen(1, "Dashboard", "dashboard"),
  screen(1156, "Dashboard Carousel", "", 1),
  screen(2, "Task Operations", "TaskOperations"),
  entry({ ModuleId: 1050, ParentId: 2, ModuleName: "Create Task", AccessRightTypeId: 2 }),
  screen(3, "Work Orders", "ticketModuling,workOrders"),
  screen(6, "Leases", "LeaseManagement"),
  screen(50, "Overview", "", 6),
  entry({ ModuleId: 10, ModuleName: "Notifications", Url: "Notifications", AccessRightTypeId: 2 }),
  screen(20, "Builders", ""),
  screen(21, "Form Builder", "formBuilder", 20),
  screen(22, "Project Plan Builder", "project-plan-builder", 20),
  screen(30, "Admin", ""),
  screen(31, "User Administration", "userAdministration", 30),
  screen(32, "Role Management", "RoleManagement", 30),
  screen(33, "Group Management", "GroupManagement", 30),
  screen(34, "Entity Management", "entityManagement", 30),
  screen(35, "Settings", "settings", 30),
  screen(40, "Billing", "billing"),
  screen(41, "Technical Reconciliation", "billing/techrecon", 40),
  screen(43, "Invoicing", "billing/invoicing", 40),
  screen(59, "Analytics", ""),
  entry({
    ModuleId: 56,
    ParentId: 59,
    ModuleName: "AI Analytics",
    AlternateName: "Advanced Analytics",
    Url: "InteractiveDashboard,AdvanceAnalytics",
    IsNewTab: true,
  }),
];

const menu = (modules: ModuleEntry[], isBillingEnabled = true) =>
  buildMenu({ modules, apiBase: API, isBillingEnabled });
const byLabel = (items: MenuItem[], label: string) => items.find((i) => i.label === label);

describe("the top menu tree", () => {
  it("shows only top-level read-only entries, in the server's order, and drops empty groups", () => {
    const items = menu([...ADMIN_MODULES, screen(70, "Empty Group", "")]);
    expect(items.map((i) => i.label)).toEqual([
      "Dashboard",
      "Task Operations",
      "Work Orders",
      "Leases",
      "Builders",
      "Admin",
      "Billing",
      "Analytics",
    ]);
  });

  it.each([
    ["a disabled module", entry({ ModuleId: 8, ModuleName: "Alarms", Url: "alarms", Enabled: false })],
    [
      "an operation (access type 2)",
      entry({ ModuleId: 8, ModuleName: "Alarms", Url: "alarms", AccessRightTypeId: 2 }),
    ],
    ["a module with a parent", screen(8, "Alarms", "alarms", 1)],
  ])("leaves out %s", (_what, module) => {
    expect(menu([module]).map((i) => i.label)).not.toContain("Alarms");
  });

  it.each([
    ["Dashboard", "link", 1, []],
    ["Task Operations", "link", 1, []],
    ["Leases", "link", 1, []],
    ["Builders", "mega", 1, ["Form Builder", "Project Plan Builder"]],
    [
      "Admin",
      "mega",
      2,
      ["User Administration", "Role Management", "Group Management", "Entity Management", "Settings"],
    ],
    ["Billing", "dropdown", 1, ["Technical Reconciliation", "Invoicing"]],
    ["Analytics", "dropdown", 1, ["Advanced Analytics"]],
  ] as const)("%s is a %s (%i column) with children %j", (label, layout, columns, children) => {
    const item = byLabel(menu(ADMIN_MODULES), label)!;
    expect(item.layout).toBe(layout);
    expect(item.columns).toBe(columns);
    expect(item.children.map((c) => c.label)).toEqual(children);
  });

  it.each([
    ["builders", "Builders"],
    ["admin", "Admin"],
    ["billing", "Billing"],
  ])("marks the special group %s", (group, label) => {
    expect(byLabel(menu(ADMIN_MODULES), label)!.group).toBe(group);
  });

  it("goes three levels deep and no deeper; a level-3 group makes a mega-menu", () => {
    const items = menu([
      screen(100, "Operations", ""),
      screen(101, "Field", "", 100),
      screen(102, "Crews", "crews", 101),
      screen(103, "Crew Detail", "crewDetail", 102),
    ]);
    const ops = items[0]!;
    expect(ops.layout).toBe("mega");
    expect(ops.children[0]!.label).toBe("Field");
    expect(ops.children[0]!.children.map((c) => c.label)).toEqual(["Crews"]);
    expect(ops.children[0]!.children[0]!.children).toEqual([]);
  });

  it("survives a module that names itself as its own ancestor", () => {
    const items = menu([
      screen(100, "Loop", "loop"),
      screen(101, "Child", "child", 100),
      screen(100, "Again", "again", 101),
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]!.children[0]!.children.map((c) => c.label)).toEqual(["Again"]);
    expect(items[0]!.children[0]!.children[0]!.children).toEqual([]);
  });

  it.each([
    [true, false],
    [false, true],
  ])("billing enabled %s: the Billing group's entries are inert %s", (enabled, inert) => {
    const billing = byLabel(menu(ADMIN_MODULES, enabled), "Billing")!;
    expect(billing.isInert).toBe(inert);
    expect(billing.children.every((c) => c.isInert === inert)).toBe(true);
    expect(byLabel(menu(ADMIN_MODULES, enabled), "Admin")!.isInert).toBe(false);
  });

  it("switches to two columns at five links", () => {
    const four = [
      screen(200, "Reports", ""),
      ...[1, 2, 3, 4].map((n) => screen(200 + n, `R${n}`, `r${n}`, 200)),
    ];
    expect(menu(four)[0]).toMatchObject({ layout: "dropdown", columns: 1 });
    const five = [...four, screen(205, "R5", "r5", 200)];
    expect(menu(five)[0]).toMatchObject({ layout: "mega", columns: 2 });
  });
});

describe("a module's link", () => {
  const link = (over: Partial<ModuleEntry>) =>
    moduleLink({ entry: entry({ ModuleId: 9, ...over }), apiBase: API });

  it.each([
    ["dashboard", "/dashboard"],
    ["ticketModuling,workOrders", "/ticketModuling"],
    [" #/billing/invoicing , x", "/billing/invoicing"],
    ["/#/alarms", "/alarms"],
    ["/app/locations", "/locations"],
    ["Portal/DocumentManagement", "/DocumentManagement"],
    ["~/portal/#/settings", "/settings"],
    ["/#/app/RoleManagement", "/RoleManagement"],
  ])("%j links to the route %s", (Url, path) => {
    expect(link({ Url })).toEqual({ kind: "route", path, isNewTab: false });
  });

  it.each([[""], [" , "], ["#/"]])("%j has no link", (Url) => {
    expect(link({ Url })).toEqual({ kind: "none" });
  });

  it("keeps the new-tab flag of an in-app module", () => {
    expect(link({ Url: "GIS", IsNewTab: true })).toEqual({ kind: "route", path: "/GIS", isNewTab: true });
  });

  it.each([
    ["https://status.example.com/x", true, "https://status.example.com/x"],
    ["status.example.com", true, "https://status.example.com"],
    ["mailto:help@example.com", false, "mailto:help@example.com"],
  ])("external %j opens %s in a new tab", (Url, IsExternalUrl, href) => {
    expect(link({ Url, IsExternalUrl })).toEqual({ kind: "url", href, isNewTab: true });
  });

  it.each([
    ["InteractiveDashboard,AdvanceAnalytics", `${API}/AdvancedAnalytics/InteractiveDashboard`],
    ["InteractiveDashboard,advancedanalytics", `${API}/AdvancedAnalytics/InteractiveDashboard`],
    ["InteractiveDashboard", `${API}/AdvancedAnalytics/InteractiveDashboard`],
    ["#/Explore,Insights", `${API}/Insights/Explore`],
  ])("AI analytics (56 under 59) with %j links to %s", (Url, href) => {
    expect(
      moduleLink({ entry: entry({ ModuleId: 56, ParentId: 59, Url, IsNewTab: true }), apiBase: `${API}/` }),
    ).toEqual({
      kind: "url",
      href,
      isNewTab: true,
    });
  });

  it("treats module 56 under another parent (a lease tab) as an ordinary module", () => {
    expect(
      moduleLink({ entry: entry({ ModuleId: 56, ParentId: 6, Url: "BillingForm" }), apiBase: API }),
    ).toEqual({
      kind: "route",
      path: "/BillingForm",
      isNewTab: false,
    });
  });

  it.each([
    ["#/#/x", "x"],
    ["APP/Portal/y", "y"],
    ["///z", "z"],
  ])("strips %j to %j", (path, expected) => {
    expect(stripOldAppPrefixes(path)).toBe(expected);
  });
});

describe("mega-menu columns", () => {
  it.each([
    [
      [1, 2, 3, 4, 5],
      2,
      [
        [1, 2, 3],
        [4, 5],
      ],
    ],
    [[1, 2], 2, [[1], [2]]],
    [[1, 2, 3], 1, [[1, 2, 3]]],
  ] as const)("%j in %i columns is %j", (entries, columns, expected) => {
    expect(menuColumns(entries, columns)).toEqual(expected);
  });
});
