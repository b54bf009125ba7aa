import { describe, expect, it } from "vitest";
import { expiredCookieAssignments } from "./browser-data.ts";

const EXPIRED = "expires=Thu, 01 Jan 1970 00:00:00 GMT";

describe("clearing the cookies a script can read", () => {
  it("expires each cookie at the root path and at the current path", () => {
    expect(expiredCookieAssignments("theme=dark; consent=1", "/app")).toEqual([
      `theme=; ${EXPIRED}; path=/`,
      `theme=; ${EXPIRED}; path=/app`,
      `consent=; ${EXPIRED}; path=/`,
      `consent=; ${EXPIRED}; path=/app`,
    ]);
  });

  it("names each cookie once, and nothing when there are none", () => {
    expect(expiredCookieAssignments("a=1; a=2", "/")).toEqual([`a=; ${EXPIRED}; path=/`]);
    expect(expiredCookieAssignments("", "/")).toEqual([]);
  });
});
