import { describe, it, expect } from "vitest";
import {
  DEFAULT_ANALYTICS_PATTERN,
  DETAIL_PREFIXES,
  NO_RIGHTS_ROUTE,
  PLACEHOLDER_PREFIXES,
  ROUTE_WILDCARD,
  SPECIAL_PREFIX_FAMILIES,
  checkRouteAccess,
  compileRoutePatterns,
  normaliseAddress,
} from "./route-access.rules.ts";

const allows = (patterns: readonly string[], address: string, analyticsPattern?: string): boolean =>
  compileRoutePatterns(patterns, analyticsPattern === undefined ? {} : { analyticsPattern }).isAllowed(
    address,
  );

describe("normaliseAddress", () => {
  it.each([
    ["/#/x/y?q=1", ["x", "y"]],
    ["#/x/y", ["x", "y"]],
    ["x/y/", ["x", "y"]],
    ["/x/y", ["x", "y"]],
    ["/x//y///", ["x", "y"]],
    ["http://h:8080/#/x/y?returnUrl=%2F%23%2Fdashboard", ["x", "y"]],
    ["https://portal.example.com/Billing/TechRecon?tab=2#top", ["billing", "techrecon"]],
    ["https://portal.example.com/app/#/LeaseManagement/details/7", ["leasemanagement", "details", "7"]],
    ["/?lang=en#/dashboard", ["dashboard"]],
    ["/#/a/b?x=1#section", ["a", "b"]],
    ["/x/y#section", ["x", "y"]],
    ["/Dashboard/My%20Tasks", ["dashboard", "my tasks"]],
    ["/x/%E0%A4%A", ["x", "%e0%a4%a"]],
    ["/x/100%", ["x", "100%"]],
    ["  /x/y  ", ["x", "y"]],
    ["", []],
    ["/", []],
    ["/#/", []],
    ["http://h:8080", []],
  ])("%j gives %j", (address, segments) => {
    expect(normaliseAddress(address)).toEqual(segments);
  });
});

describe("the '---' wildcard: exactly one alphanumeric segment", () => {
  const patterns = ["/orders/---/view"];
  it.each([
    ["/orders/42/view", true],
    ["/orders/AbC9/view", true],
    ["/orders/a-b/view", false],
    ["/orders/a_b/view", false],
    ["/orders/a%20b/view", false],
    ["/orders/view", false],
    ["/orders/1/2/view", false],
    ["/orders/---/view", false],
  ])("%s -> %s", (address, expected) => {
    expect(allows(patterns, address)).toBe(expected);
  });

  it("stands for the wildcard constant", () => {
    expect(ROUTE_WILDCARD).toBe("---");
  });
});

describe("patterns are anchored at the end of the address", () => {
  it.each([
    [["/dashboard"], "/dashboard", true],
    [["/dashboard"], "/x/dashboard", true],
    [["/dashboard"], "/dashboard/extra", false],
    [["/dashboard"], "/dash", false],
    [["/dashboard"], "/mydashboard", false],
    [["/billing/reports"], "/billing/reports", true],
    [["/billing/reports"], "/reports", false],
    [["/billing/reports"], "/old/billing/reports", true],
    [["#/settings/profile"], "/settings/profile", true],
    [["settings/profile/"], "/#/settings/profile?tab=1", true],
    [["/a/---"], "/a/b/c", false],
    [["/---/c"], "/a/b/c", true],
  ])("%j allows %s: %s", (patterns, address, expected) => {
    expect(allows(patterns, address)).toBe(expected);
  });
});

describe("matching ignores case", () => {
  it.each([
    [["/Dashboard"], "/DASHBOARD", true],
    [["/userAdministration/Users"], "/useradministration/users", true],
    [["/useradministration/users"], "/#/UserAdministration/USERS?x=1", true],
    [["/userAdministration/Users"], "/userAdministration/Roles", false],
  ])("%j allows %s: %s", (patterns, address, expected) => {
    expect(allows(patterns, address)).toBe(expected);
  });
});

describe("detail prefixes: the id after the prefix matches any '---'", () => {
  const detailIds = ["3f2a9c1e-11aa-4bb2-9c3d-0123456789ab", "12", "a_b.c"];
  const cases = DETAIL_PREFIXES.flatMap((prefix) => detailIds.map((id) => [prefix, id] as const));

  it.each(cases)("/%s/%s is allowed by /%s/---", (prefix, id) => {
    expect(allows([`/${prefix}/---`], `/${prefix}/${id}`)).toBe(true);
    expect(allows([`/${prefix.toUpperCase()}/---`], `/#/${prefix.toLowerCase()}/${id}?tab=1`)).toBe(true);
  });

  it.each([
    // Outside a detail prefix an id with a dash is not alphanumeric.
    [["/fixedAssetManagement/asset-list/---"], "/fixedAssetManagement/asset-list/3f2a-11", false],
    // The prefix must be at the start of the address, segment-aligned.
    [
      ["/x/fixedAssetManagement/asset-detailing/---"],
      "/x/fixedAssetManagement/asset-detailing/3f2a-11",
      false,
    ],
    // The segment after the id is not normalised.
    [
      ["/fixedAssetManagement/asset-detailing/---/---"],
      "/fixedAssetManagement/asset-detailing/a-1/b-2",
      false,
    ],
    [["/fixedAssetManagement/asset-detailing/---/---"], "/fixedAssetManagement/asset-detailing/a-1/b2", true],
    // A normalised id is a placeholder: a pattern naming the literal id does not match it.
    [["/fixedAssetManagement/asset-detailing/42"], "/fixedAssetManagement/asset-detailing/42", false],
    // Nothing after the prefix: no id to normalise, the wildcard still needs a segment.
    [["/fixedAssetManagement/asset-detailing/---"], "/fixedAssetManagement/asset-detailing", false],
  ])("%j allows %s: %s", (patterns, address, expected) => {
    expect(allows(patterns, address)).toBe(expected);
  });
});

describe("placeholder prefixes: allowed when a pattern starts with the same prefix", () => {
  it.each(PLACEHOLDER_PREFIXES)("%s", (prefix) => {
    const patterns = [`/${prefix}/---`, "/dashboard"];
    expect(allows(patterns, `/${prefix}/42`)).toBe(true);
    expect(allows(patterns, `/${prefix}/any-value/deeper/still`)).toBe(true);
    expect(allows(patterns, `/#/${prefix.toUpperCase()}/x?tab=2`)).toBe(true);
    expect(allows(["/dashboard"], `/${prefix}/42`)).toBe(false);
    expect(allows([`/other/${prefix}/---`], `/${prefix}/any-value/deeper`)).toBe(false);
  });

  it.each([
    [["/ProjectManagement/projectDetails"], "/ProjectManagement/projectDetails/7/tasks", true],
    [["/ProjectManagement/projectDetailsX/---"], "/ProjectManagement/projectDetails/7", false],
    [["/ProjectManagement/projectDetails/---"], "/ProjectManagement/projectDetailsX/7", false],
    [["/ProjectManagement/projectDetails/---"], "/ProjectManagement/projectSurvey/7", false],
  ])("%j allows %s: %s", (patterns, address, expected) => {
    expect(allows(patterns, address)).toBe(expected);
  });
});

describe("special prefix families: allowed when a pattern contains a prefix of the same family", () => {
  const families = Object.entries(SPECIAL_PREFIX_FAMILIES).flatMap(([family, members]) =>
    members.map((member) => [family, member] as const),
  );

  it.each(families)("%s: %s", (_family, member) => {
    expect(allows([`/billing/${member}/list`], `/somewhere/${member}/anything/else`)).toBe(true);
    expect(allows([`/${member}`], `/#/${member.toUpperCase()}/x-1?y=2`)).toBe(true);
    expect(allows(["/dashboard", "/billing/reports"], `/somewhere/${member}/anything`)).toBe(false);
  });

  it.each([
    [["/ticketdetails/---"], "/workOrders/list/open", true],
    [["/workOrders/list"], "/ticketdetails/1f2e-33", true],
    [["/ticketModuling/workorders"], "/ticketdetails/9/history", true],
    [["/billing/techrecon/list"], "/billing/techrecon/batch/7", true],
    [["/techrecon"], "/mytechrecon", false],
    [["/mytechrecon"], "/techrecon/list", false],
    [["/billing/invoicing/list"], "/billing/invoicing/batchDetails/b-1", true],
    [["/billing/invoicing/list"], "/invoicing/list/2", false],
    [["/billing/financialRecon/list"], "/billing/invoicing/list", false],
    [["/bulk-Wo/upload"], "/bulk/wo", false],
    [["/dataPoints/config"], "/DataPoints/edit/3", true],
  ])("%j allows %s: %s", (patterns, address, expected) => {
    expect(allows(patterns, address)).toBe(expected);
  });
});

describe("analytics addresses map to the configured analytics pattern", () => {
  it.each([
    [["/advancedSearch"], "/advancedSearch", undefined, true],
    [["/advancedSearch"], "/AdvancedAnalytics/dashboard/12", undefined, true],
    [["/advancedSearch"], "/#/analytics/anything?x=1", undefined, true],
    [["/advancedSearch"], "/ANALYTICS", undefined, true],
    [["/dashboard"], "/analytics/reports", undefined, false],
    [["/analytics/reports"], "/analytics/reports", undefined, false],
    [["/analytics/home"], "/AdvancedAnalytics/x", "/analytics/home", true],
    [["/advancedSearch"], "/AdvancedAnalytics/x", "/analytics/home", false],
    [["/advancedSearch"], "/x/analytics", undefined, false],
    [["/analyticsboard"], "/analyticsboard", undefined, true],
  ])("%j allows %s (pattern %s): %s", (patterns, address, analyticsPattern, expected) => {
    expect(allows(patterns, address, analyticsPattern)).toBe(expected);
  });

  it("defaults to /advancedSearch", () => {
    expect(DEFAULT_ANALYTICS_PATTERN).toBe("/advancedSearch");
  });
});

describe("a failed lookup or an empty list allows nothing", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["empty", []],
    ["blank only", ["", "   "]],
  ])("%s", (_label, patterns) => {
    const matcher = compileRoutePatterns(patterns);
    expect(matcher.size).toBe(0);
    for (const address of ["/dashboard", "/", "", "/advancedSearch", "/ticketdetails/1", "/techrecon"]) {
      expect(matcher.isAllowed(address)).toBe(false);
    }
  });

  it.each([
    [["/"], "/", true],
    [["#/"], "", true],
    [["/"], "/dashboard", false],
    [["/dashboard"], "/", false],
  ])("the root: %j allows %j: %s", (patterns, address, expected) => {
    expect(allows(patterns, address)).toBe(expected);
  });

  it("counts distinct patterns", () => {
    expect(compileRoutePatterns(["/a", "a/", "#/A", "/b", "", "/"]).size).toBe(3);
  });
});

describe("checkRouteAccess redirects to /no-rights when the address is not in the list", () => {
  const patterns = ["/dashboard", "/LeaseManagement/details/---"];
  it.each([
    [patterns, "/dashboard", { ok: true }],
    [patterns, "/LeaseManagement/details/3f2a-11-bb", { ok: true }],
    [patterns, "/userAdministration", { ok: false, redirectTo: NO_RIGHTS_ROUTE }],
    [[], "/dashboard", { ok: false, redirectTo: NO_RIGHTS_ROUTE }],
    [null, "/dashboard", { ok: false, redirectTo: NO_RIGHTS_ROUTE }],
    [undefined, "/dashboard", { ok: false, redirectTo: NO_RIGHTS_ROUTE }],
  ])("%j at %s gives %j", (list, address, expected) => {
    expect(checkRouteAccess({ patterns: list, address })).toEqual(expected);
  });

  it.each([
    [undefined, false],
    ["/reports/analytics", true],
  ])("uses the analytics pattern %s", (analyticsPattern, isOk) => {
    const list = ["/reports/analytics"];
    expect(checkRouteAccess({ patterns: list, address: "/analytics/x", analyticsPattern }).ok).toBe(isOk);
  });

  it("redirects to /no-rights", () => {
    expect(NO_RIGHTS_ROUTE).toBe("/no-rights");
  });
});
