import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import {
  AccessRightType,
  fieldModesFor,
  ModuleId,
  TASK_FIELD_IDS,
  TASK_FIELD_LABELS,
  type FieldRights,
} from "@fieldstead/domain";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { FieldRightsPage } from "./field-rights-page.tsx";

const ROLES = [
  { RoleId: 1, Role: "Administrator" },
  { RoleId: 3, Role: "Field Technician" },
];
const rightsOf = (roleId: number, modes: Record<string, string> = {}): FieldRights => ({
  RoleId: roleId,
  Role: ROLES.find((r) => r.RoleId === roleId)!.Role,
  Roles: ROLES,
  Fields: TASK_FIELD_IDS.map((id) => ({
    FieldId: id,
    Label: TASK_FIELD_LABELS[id],
    Mode: (modes[id] ?? "ReadWrite") as FieldRights["Fields"][number]["Mode"],
    Modes: fieldModesFor(id),
  })),
});

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const sets = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/TaskConfiguration/SetFieldRight"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const SETTINGS = (level: number) => grantedModule(ModuleId.Settings, ModuleId.Admin, level);
const show = (level: number = AccessRightType.ReadWrite) =>
  renderSignedIn(
    <>
      <FieldRightsPage />
      <SnackbarHost />
    </>,
    { modules: [SETTINGS(level)], route: "/FieldRights" },
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (url.includes("/TaskConfiguration/SetFieldRight")) {
      const body = JSON.parse(String(init?.body)) as { RoleId: number; FieldId: string; Mode: string };
      return json(rightsOf(body.RoleId, { [body.FieldId]: body.Mode }));
    }
    if (url.includes("GetFieldRights?RoleId=3")) return json(rightsOf(3));
    if (url.includes("/TaskConfiguration/GetFieldRights")) return json(rightsOf(1));
    return json({}, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the field rights screen", () => {
  it("lists the 17 fields of a role with the access levels, 'None' standing for not visible", async () => {
    const { user } = show();
    const table = await screen.findByRole("table", { name: "Field rights of Administrator" });
    expect(within(table).getAllByRole("row")).toHaveLength(18);
    await user.click(within(table).getByRole("combobox", { name: "Access to Planned date" }));
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["None", "Read-only", "Read-write", "Accept", "Reject", "Reset", "Complete"]);
  });

  it("sets the technician's Planned date to Read-only", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("combobox", { name: "Role" }));
    await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Field Technician" }));
    await screen.findByRole("table", { name: "Field rights of Field Technician" });
    await user.click(screen.getByRole("combobox", { name: "Access to Planned date" }));
    await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Read-only" }));
    await waitFor(() => expect(sets()).toEqual([{ RoleId: 3, FieldId: "PlannedDate", Mode: "ReadOnly" }]));
    expect(await screen.findByText("Field Technician: Planned date is now Read-only.")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Access to Planned date" }).textContent).toBe("Read-only");
  });

  it("lets a role that may only look see the rights without changing them", async () => {
    show(AccessRightType.ReadOnly);
    expect(await screen.findByText("Your role may look at these rights but not change them.")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Access to Summary" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });
});
