import { describe, expect, it } from "vitest";
import { addressRedirect, isMobileClient } from "./address-style.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36";

describe("address style", () => {
  it.each([
    [1280, DESKTOP, false],
    [768, DESKTOP, false],
    [767, DESKTOP, true],
    [1280, IPHONE, true],
  ])("a %d px window with that user agent is mobile: %s", (width, agent, expected) => {
    expect(isMobileClient(width, agent)).toBe(expected);
  });

  it.each([
    // desktop: a path address goes to its hash form, a hash address stays
    [{ pathname: "/dashboard", search: "", hash: "" }, false, "/#/dashboard"],
    [{ pathname: "/user/login", search: "?returnUrl=%2Fx", hash: "" }, false, "/#/user/login?returnUrl=%2Fx"],
    [{ pathname: "/", search: "", hash: "#/dashboard" }, false, null],
    [{ pathname: "/", search: "", hash: "" }, false, null],
    // mobile: the '#/' is removed, a path address stays
    [{ pathname: "/", search: "", hash: "#/TaskOperations/details/4" }, true, "/TaskOperations/details/4"],
    [{ pathname: "/dashboard", search: "", hash: "" }, true, null],
  ])("%o on mobile=%s goes to %s", (location, isMobile, expected) => {
    expect(addressRedirect(location, isMobile)).toBe(expected);
  });
});
