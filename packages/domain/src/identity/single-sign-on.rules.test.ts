import { describe, expect, it } from "vitest";
import { SaveSingleSignOnSchema } from "./single-sign-on.schemas.ts";
import {
  checkIssuerUrl,
  entraIssuerUrl,
  entraTenantOf,
  namesFromClaims,
  parseAllowedDomains,
  verifiedEmailOf,
} from "./single-sign-on.rules.ts";

const TENANT = "72f988bf-86f1-41af-91ab-2d7cd011db47";

describe("single sign-on rules", () => {
  it.each([
    ["acme.example", ["acme.example"]],
    [" Acme.Example, @acme.co.uk ;acme.example", ["acme.example", "acme.co.uk"]],
    [["globex.example", "GLOBEX.example"], ["globex.example"]],
  ])("reads the allowed domains %j", (input, domains) => {
    expect(parseAllowedDomains(input)).toEqual({ ok: true, domains });
  });

  it.each([
    ["", "name at least one e-mail domain"],
    ["acme", '"acme" is not an e-mail domain'],
    ["acme.example, bad_domain.example", '"bad_domain.example" is not an e-mail domain'],
    ["tessa@acme.example", '"tessa@acme.example" is not an e-mail domain'],
  ])("refuses the allowed domains %j", (input, message) => {
    expect(parseAllowedDomains(input)).toEqual({ ok: false, message });
  });

  it.each([
    ["https://login.example.com/", { ok: true, url: "https://login.example.com" }],
    ["http://127.0.0.1:4000", { ok: true, url: "http://127.0.0.1:4000" }],
    ["HTTPS://Login.Example.com/tenant/v2.0/", { ok: true, url: "https://login.example.com/tenant/v2.0" }],
    ["ftp://login.example.com", { ok: false, message: "must start with https://" }],
    [
      "https://me:pw@login.example.com",
      { ok: false, message: "must not carry a query, a fragment or credentials" },
    ],
    ["http://login.example.com", { ok: false, message: "must start with https://" }],
    ["login.example.com", { ok: false, message: "must be an address such as https://login.example.com" }],
    [
      "https://login.example.com/?x=1",
      { ok: false, message: "must not carry a query, a fragment or credentials" },
    ],
  ])("checks the issuer %s", (input, outcome) => {
    expect(checkIssuerUrl(input)).toEqual(outcome);
  });

  it("derives Entra ID's issuer from the tenant and back", () => {
    const issuer = entraIssuerUrl(TENANT.toUpperCase());
    expect(issuer).toBe(`https://login.microsoftonline.com/${TENANT}/v2.0`);
    expect(entraTenantOf(issuer)).toBe(TENANT);
    expect(entraTenantOf("https://login.example.com")).toBe("");
  });

  it.each([
    [
      "oidc",
      { email: "Tessa@Acme.example", email_verified: true },
      { ok: true, email: "tessa@acme.example" },
    ],
    ["oidc", { email: "tessa@acme.example" }, { ok: true, email: "tessa@acme.example" }],
    [
      "oidc",
      { email: "tessa@acme.example", email_verified: false },
      { ok: false, message: "The sign-in provider has not verified your e-mail address." },
    ],
    [
      "oidc",
      { preferred_username: "tessa@acme.example" },
      { ok: false, message: "The sign-in provider did not share your e-mail address." },
    ],
    ["entra", { preferred_username: "Tessa@acme.example" }, { ok: true, email: "tessa@acme.example" }],
    [
      "entra",
      { email: "t@acme.example", preferred_username: "x@acme.example" },
      { ok: true, email: "t@acme.example" },
    ],
    [
      "entra",
      { preferred_username: "tessa" },
      { ok: false, message: "The sign-in provider did not share your e-mail address." },
    ],
  ] as const)("takes the verified e-mail of %s claims %j", (kind, claims, outcome) => {
    expect(verifiedEmailOf({ kind, claims })).toEqual(outcome);
  });

  it.each([
    [
      { given_name: "Mei", family_name: "Tanaka" },
      { firstName: "Mei", lastName: "Tanaka" },
    ],
    [{ name: "Samuel K. Osei" }, { firstName: "Samuel", lastName: "K. Osei" }],
    [{}, { firstName: "Grace", lastName: "Okafor" }],
  ])("names a person created from %j", (claims, names) => {
    expect(namesFromClaims(claims, "grace.okafor@acme.example")).toEqual(names);
  });
});

describe("the single sign-on settings form", () => {
  const base = { ClientId: "portal", ClientSecret: "", AllowedDomains: "acme.example", Enabled: true };

  it("derives Entra ID's issuer and display name", () => {
    const saved = SaveSingleSignOnSchema.parse({ ...base, Provider: "entra", TenantId: TENANT });
    expect(saved).toMatchObject({
      IssuerUrl: `https://login.microsoftonline.com/${TENANT}/v2.0`,
      DisplayName: "Microsoft",
      AllowedDomains: ["acme.example"],
      JitRoleId: null,
    });
  });

  it.each([
    [{ Provider: "entra", TenantId: "common" }, "TenantId"],
    [{ Provider: "oidc", IssuerUrl: "", DisplayName: "Okta" }, "IssuerUrl"],
    [{ Provider: "oidc", IssuerUrl: "https://id.example.com" }, "DisplayName"],
    [
      { Provider: "oidc", IssuerUrl: "https://id.example.com", DisplayName: "Okta", AllowedDomains: "x" },
      "AllowedDomains",
    ],
    [{ Provider: "entra", TenantId: TENANT, JitEnabled: true }, "JitRoleId"],
    [{ Provider: "entra", TenantId: TENANT, ClientId: " " }, "ClientId"],
  ])("names the field of %j", (input, field) => {
    const result = SaveSingleSignOnSchema.safeParse({ ...base, ...input });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain(field);
  });
});
