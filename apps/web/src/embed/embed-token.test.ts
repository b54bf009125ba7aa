import { describe, expect, it } from "vitest";
import { claimedDashboardId, embedTokenOf } from "./embed-token.ts";

const payload = (claims: object) => Buffer.from(JSON.stringify(claims)).toString("base64url");

describe("an embedded dashboard's address", () => {
  it.each([
    ["/embed/dashboard/aaa.bbb.ccc", "aaa.bbb.ccc"],
    ["/embed/dashboard/aaa.bbb.ccc/", "aaa.bbb.ccc"],
    ["/embed/dashboard/a%2Eb", "a.b"],
    ["/embed/dashboard/", null],
    ["/embed/dashboard", null],
    ["/embed/dashboard/a/b", null],
    ["/embed/dashboard/%E0%A4%A", null],
    ["/dashboard", null],
  ])("%s holds the token %s", (path, token) => {
    expect(embedTokenOf(path)).toBe(token);
  });
});

describe("the dashboard a token claims", () => {
  it("is read from its payload", () => {
    expect(claimedDashboardId(`h.${payload({ resource: { dashboard: 1447 }, exp: 1 })}.s`)).toBe(1447);
  });
  it.each(["", "only-one-part", "h.!!!.s", `h.${payload({ resource: {} })}.s`])(
    "is unknown in %s",
    (token) => {
      expect(claimedDashboardId(token)).toBeNull();
    },
  );
});
