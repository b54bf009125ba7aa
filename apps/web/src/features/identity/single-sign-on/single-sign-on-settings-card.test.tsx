import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { AccessRightType, ModuleId, type SingleSignOnSettings } from "@fieldstead/domain";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { SingleSignOnSettingsCard } from "./single-sign-on-settings-card.tsx";

const WRITE = grantedModule(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadWrite);
const READ = grantedModule(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadOnly);
const TENANT = "72f988bf-86f1-41af-91ab-2d7cd011db47";

const NOT_SET_UP: SingleSignOnSettings = {
  IsConfigured: false,
  Provider: "entra",
  TenantId: "",
  IssuerUrl: "",
  DisplayName: "",
  ClientId: "",
  HasClientSecret: false,
  AllowedDomains: [],
  Enabled: false,
  JitEnabled: false,
  JitRoleId: null,
  RedirectUri: "https://portal.acme.example/api/Login/SsoCallback",
  Roles: [
    { RoleId: 4, RoleName: "Field Technician", IsEnabled: true },
    { RoleId: 5, RoleName: "Retired role", IsEnabled: false },
  ],
  UpdatedOn: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
let saved: unknown[];
let saveReply: () => Response;
let current: SingleSignOnSettings;

const show = (modules = [WRITE]) =>
  renderSignedIn(
    <>
      <SingleSignOnSettingsCard />
      <SnackbarHost />
    </>,
    { modules, route: "/settings" },
  );

beforeEach(() => {
  saved = [];
  current = NOT_SET_UP;
  saveReply = () => {
    current = {
      ...NOT_SET_UP,
      IsConfigured: true,
      TenantId: TENANT,
      ClientId: "portal",
      HasClientSecret: true,
    };
    return json(current);
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (url.includes("/Settings/GetSingleSignOn")) return json(current);
    if (url.includes("/Settings/SaveSingleSignOn")) {
      saved.push(JSON.parse(String(init?.body)));
      return saveReply();
    }
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the single sign-on settings card", () => {
  it("connects Entra ID by its tenant, shows the redirect URI and never shows a secret", async () => {
    const { user } = show();
    const tenant = await screen.findByLabelText("Directory (tenant) ID");
    expect((screen.getByLabelText("Redirect URI") as HTMLInputElement).value).toBe(NOT_SET_UP.RedirectUri);
    await user.type(tenant, TENANT);
    await user.type(screen.getByLabelText("Client ID"), "portal");
    await user.type(screen.getByLabelText("Client secret"), "s3cret");
    await user.type(screen.getByLabelText("Allowed e-mail domains"), "Acme.example, @acme.co.uk");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Single sign-on has been saved.")).toBeTruthy();
    expect(saved).toEqual([
      expect.objectContaining({
        Provider: "entra",
        IssuerUrl: `https://login.microsoftonline.com/${TENANT}/v2.0`,
        DisplayName: "Microsoft",
        AllowedDomains: ["acme.example", "acme.co.uk"],
        ClientSecret: "s3cret",
        Enabled: true,
      }),
    ]);
    expect((screen.getByLabelText("Client secret") as HTMLInputElement).value).toBe("");
    expect(await screen.findByText("A secret is kept: leave empty to keep it.")).toBeTruthy();
  });

  it("checks the fields before asking the server, and shows its refusal beside the field it names", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("radio", { name: "OpenID Connect" }));
    await user.type(screen.getByLabelText("Issuer URL"), "http://id.acme.example");
    await user.type(screen.getByLabelText("Client ID"), "portal");
    await user.type(screen.getByLabelText("Allowed e-mail domains"), "acme");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("must start with https://")).toBeTruthy();
    expect(screen.getByText('"acme" is not an e-mail domain')).toBeTruthy();
    expect(screen.getByText("is required")).toBeTruthy();
    expect(saved).toEqual([]);

    saveReply = () =>
      json(
        {
          StatusCode: 2,
          StatusMessage: "Invalid request",
          fields: [
            { field: "IssuerUrl", message: "the issuer's discovery document could not be read: nope" },
          ],
        },
        400,
      );
    await user.clear(screen.getByLabelText("Issuer URL"));
    await user.type(screen.getByLabelText("Issuer URL"), "https://id.acme.example");
    await user.type(screen.getByLabelText("Display name"), "Acme ID");
    await user.type(screen.getByLabelText("Client secret"), "s3cret");
    await user.clear(screen.getByLabelText("Allowed e-mail domains"));
    await user.type(screen.getByLabelText("Allowed e-mail domains"), "acme.example");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("the issuer's discovery document could not be read: nope")).toBeTruthy();
  });

  it("offers only enabled roles for people created at their first sign-in", async () => {
    const { user } = show();
    await user.click(await screen.findByLabelText("Create people at their first sign-in"));
    await user.click(screen.getByLabelText("Their role"));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Field Technician"]);
  });

  it("shows the connection to a reader without letting them change it", async () => {
    show([READ]);
    expect(await screen.findByLabelText("Directory (tenant) ID")).toHaveProperty("disabled", true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("asks nothing for someone who does not manage users", async () => {
    show([]);
    expect(
      await screen.findByText("Only people who manage users can see and change single sign-on."),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
