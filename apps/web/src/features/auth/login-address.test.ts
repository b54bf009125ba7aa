import { describe, expect, it } from "vitest";
import { isSignInPage, loginAddress, logoutAddress, safeReturnUrl } from "./login-address.ts";

describe("login addresses", () => {
  it.each([
    ["/TaskOperations", "/user/login?returnUrl=%2FTaskOperations"],
    ["/locationModules/12/assets?tab=2", "/user/login?returnUrl=%2FlocationModules%2F12%2Fassets%3Ftab%3D2"],
    ["/", "/user/login"],
    ["/user/login?returnUrl=%2Fx", "/user/login"],
  ])("asks for sign-in from %s with %s", (path, expected) => {
    expect(loginAddress(path)).toBe(expected);
  });

  it.each([
    ["/TaskOperations", "/TaskOperations"],
    [null, "/dashboard"],
    ["", "/dashboard"],
    ["https://evil.example/", "/dashboard"],
    ["//evil.example/x", "/dashboard"],
    ["/user/login", "/dashboard"],
  ])("returns to %s as %s", (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    ["tech@acme.example", "/user/login?email=tech%40acme.example"],
    [null, "/user/login"],
    ["", "/user/login"],
  ])("after a logout of %s goes to %s", (email, expected) => {
    expect(logoutAddress(email)).toBe(expected);
  });

  it.each([
    ["/user/login", true],
    ["/User/Login", true],
    ["/Account/Login", true],
    ["/auth/entra-callback", true],
    ["/dashboard", false],
    ["/authorisations", false],
  ])("%s is a sign-in page: %s", (path, expected) => {
    expect(isSignInPage(path)).toBe(expected);
  });
});
