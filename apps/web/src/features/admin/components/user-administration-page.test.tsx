import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import {
  AccessRightType,
  ModuleId,
  type UserListItem,
  type UsersOrRolesOrGroupsReply,
} from "@fieldstead/domain";
import { ConfirmHost } from "../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { dismissAllConfirms } from "../../../lib/confirm.ts";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn, SIGNED_IN_USER } from "../../../test/session-fixtures.tsx";
import { UserAdministrationPage } from "./user-administration-page.tsx";

const person = (over: Partial<UserListItem>): UserListItem => ({
  EmployeeId: 20,
  FullName: "Priya Natarajan",
  email: "lease@acme.example",
  OrganizationName: "Acme Facilities",
  RoleId: 4,
  RoleName: "Lease Manager",
  IsEnabled: true,
  LastSignIn: "2026-11-20T16:05:00Z",
  State: "Active",
  ...over,
});
const ME = person({
  EmployeeId: SIGNED_IN_USER.EmployeeId,
  FullName: "Avery Collins",
  email: "admin@acme.example",
  RoleId: 3,
  RoleName: "Administrator",
  LastSignIn: "2026-11-22T14:30:00Z",
});
const PRIYA = person({});
const GRACE = person({
  EmployeeId: 21,
  FullName: "Grace Okafor",
  email: "grace.okafor@acme.example",
  RoleId: 5,
  RoleName: "Field Technician",
  LastSignIn: null,
});
const ROLES: UsersOrRolesOrGroupsReply["Roles"] = [
  { RoleId: 3, RoleName: "Administrator", IsEnabled: true },
  { RoleId: 5, RoleName: "Field Technician", IsEnabled: true },
  { RoleId: 4, RoleName: "Lease Manager", IsEnabled: true },
  { RoleId: 9, RoleName: "Archived", IsEnabled: false },
  { RoleId: 6, RoleName: "Viewer", IsEnabled: true },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)));
let users: UserListItem[];
let writeReply: () => Response;

const WRITE = grantedModule(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadWrite);
const READ = grantedModule(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadOnly);

const show = (modules = [WRITE]) =>
  renderSignedIn(
    <>
      <UserAdministrationPage />
      <SnackbarHost />
      <ConfirmHost />
    </>,
    { modules, route: "/userAdministration" },
  );
const table = () => screen.findByRole("table", { name: "Users" });

beforeEach(() => {
  users = [ME, GRACE, PRIYA];
  writeReply = () => json({ StatusCode: 0, StatusMessage: "Saved." });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Employee/GetUserList")) return json({ Users: users, TotalCount: users.length });
    if (url.includes("/Shared/GetUsersOrRolesOrGroups")) return json({ Users: [], Roles: ROLES, Groups: [] });
    if (
      /\/Employee\/(ChangeUserRole|SetUserEnabled|ResendInvitation|SendPasswordResetLink|RemoveUserAuthenticator)/.test(
        url,
      )
    )
      return writeReply();
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => {
    snackbarStore.set([]);
    dismissAllConfirms();
  });
  vi.unstubAllGlobals();
});

describe("the user administration page", () => {
  it("shows a loading state, then each user's e-mail, role, last sign-in and state", async () => {
    show();
    expect(screen.getByText("Loading users...")).toBeTruthy();
    const rows = within(await table()).getAllByRole("row");
    expect(rows.map((r) => within(r).queryAllByRole("rowheader")[0]?.textContent ?? "header")).toEqual([
      "header",
      "Avery CollinsYou",
      "Grace Okafor",
      "Priya Natarajan",
    ]);
    expect(screen.getByText("grace.okafor@acme.example")).toBeTruthy();
    expect(screen.getByText("Never")).toBeTruthy();
    expect(screen.getByText("Nov 20, 2026 09:05 AM")).toBeTruthy();
    const role = screen.getByRole("combobox", { name: "Role of Priya Natarajan" }) as HTMLSelectElement;
    expect(role.value).toBe("4");
    expect(
      (within(role).getByRole("option", { name: "Archived (disabled)" }) as HTMLOptionElement).disabled,
    ).toBe(true);
    expect((screen.getByRole("switch", { name: "Enabled: Grace Okafor" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(bodiesOf("/Employee/GetUserList")).toEqual([
      { PageNumber: 1, PageSize: 1000, Filters: { FilterTypeId: 0 } },
    ]);
  }, 15_000);

  it("searches once typing stops, not at every key", async () => {
    const { user } = show();
    await table();
    users = [];
    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "whit");
    expect(await screen.findByText("No users match these filters.")).toBeTruthy();
    const searches = bodiesOf("/Employee/GetUserList").map((b) => b.Filters.SearchQuery);
    expect(searches).toEqual([undefined, "whit"]);
  }, 15_000);

  it("filters by state and role", async () => {
    const { user } = show();
    await table();
    await user.click(screen.getByRole("combobox", { name: "State" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Disabled" }));
    await user.click(screen.getByRole("combobox", { name: "Role" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Viewer" }));
    await waitFor(() =>
      expect(bodiesOf("/Employee/GetUserList").at(-1)).toEqual({
        PageNumber: 1,
        PageSize: 1000,
        Filters: { FilterTypeId: 2, RoleId: 6 },
      }),
    );
  }, 15_000);

  it("changes a role after the confirmation and shows the server's message", async () => {
    const { user } = show();
    await table();
    writeReply = () => json({ StatusCode: 0, StatusMessage: "Priya Natarajan's role is now Viewer." });
    await user.selectOptions(screen.getByRole("combobox", { name: "Role of Priya Natarajan" }), "6");
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Priya Natarajan becomes Viewer (now Lease Manager)");
    expect(bodiesOf("/Employee/ChangeUserRole")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "Priya Natarajan's role is now Viewer.",
    );
    expect(bodiesOf("/Employee/ChangeUserRole")).toEqual([{ EmployeeId: 20, RoleId: 6 }]);
    await waitFor(() => expect(bodiesOf("/Employee/GetUserList")).toHaveLength(2));
  });

  it("saves nothing when the change is cancelled", async () => {
    const { user } = show();
    await table();
    await user.selectOptions(screen.getByRole("combobox", { name: "Role of Grace Okafor" }), "6");
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodiesOf("/Employee/ChangeUserRole")).toEqual([]);
    expect((screen.getByRole("combobox", { name: "Role of Grace Okafor" }) as HTMLSelectElement).value).toBe(
      "5",
    );
  });

  it("disables a user after the confirmation; a refusal shows the server's message in red", async () => {
    const { user } = show();
    await table();
    writeReply = () => json({ StatusCode: 1, StatusMessage: "Grace Okafor is already disabled." }, 409);
    await user.click(screen.getByRole("switch", { name: "Enabled: Grace Okafor" }));
    const dialog = await screen.findByRole("dialog", { name: "Disable this user?" });
    await user.click(within(dialog).getByRole("button", { name: "Disable" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Grace Okafor is already disabled.");
    expect(bodiesOf("/Employee/SetUserEnabled")).toEqual([{ EmployeeId: 21, IsEnabled: false }]);
  });

  it("leaves the administrator's own row unchangeable", async () => {
    show();
    await table();
    expect(
      (screen.getByRole("combobox", { name: "Role of Avery Collins" }) as HTMLSelectElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole("switch", { name: "Enabled: Avery Collins" }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect((screen.getByRole("switch", { name: "Enabled: Grace Okafor" }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });

  it("offers no changes to a role that may only read the list", async () => {
    show([READ]);
    await table();
    const controls = [
      ...screen.getAllByRole("switch"),
      ...screen.getAllByRole("combobox", { name: /^Role of / }),
    ] as HTMLInputElement[];
    expect(controls.map((c) => c.disabled)).toEqual(controls.map(() => true));
  });

  it("shows each person's state and sends the link that fits it after the confirmation", async () => {
    users = [
      ME,
      { ...GRACE, State: "Invited", LastSignIn: null },
      PRIYA,
      person({ EmployeeId: 30, FullName: "Off Person", IsEnabled: false, State: "Disabled" }),
    ];
    const { user } = show();
    const rows = within(await table())
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[2]?.textContent)).toEqual([
      "Active",
      "Invited",
      "Active",
      "Disabled",
    ]);
    expect(screen.queryByRole("button", { name: "Actions for Off Person" })).toBeNull();
    writeReply = () => json({ StatusCode: 0, StatusMessage: "A new invitation has been sent." });
    await user.click(screen.getByRole("button", { name: "Actions for Grace Okafor" }));
    await user.click(await screen.findByRole("menuitem", { name: "Resend invitation" }));
    const dialog = await screen.findByRole("dialog", { name: "Resend the invitation?" });
    await user.click(within(dialog).getByRole("button", { name: "Resend invitation" }));
    expect((await screen.findByRole("status")).textContent).toContain("A new invitation has been sent.");
    expect(bodiesOf("/Employee/ResendInvitation")).toEqual([{ EmployeeId: 21 }]);
    await user.click(screen.getByRole("button", { name: "Actions for Priya Natarajan" }));
    expect(await screen.findByRole("menuitem", { name: "Send password reset link" })).toBeTruthy();
  });

  it("turns off an Active person's authenticator app after the confirmation (a lost phone)", async () => {
    const { user } = show();
    writeReply = () => json({ StatusCode: 0, StatusMessage: "The authenticator app is off." });
    await user.click(await screen.findByRole("button", { name: "Actions for Priya Natarajan" }));
    await user.click(await screen.findByRole("menuitem", { name: "Turn off authenticator app" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off the authenticator app?" });
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect((await screen.findByRole("status")).textContent).toContain("The authenticator app is off.");
    expect(bodiesOf("/Employee/RemoveUserAuthenticator")).toEqual([{ EmployeeId: PRIYA.EmployeeId }]);
  });
});
