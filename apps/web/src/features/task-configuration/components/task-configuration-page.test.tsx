import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import {
  AccessRightType,
  ModuleId,
  TaskStatus,
  WorkOrderType,
  type TransitionMatrix,
  type TransitionMatrixRow,
} from "@fieldstead/domain";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { toggledMatrix } from "../transition-matrix.view.ts";
import { TaskConfigurationPage } from "./task-configuration-page.tsx";

const ROLES = [
  { RoleId: 1, Role: "Administrator" },
  { RoleId: 2, Role: "Technician" },
];
const row = (from: number, to: number, roleId: number, isEnabled: boolean): TransitionMatrixRow => ({
  FromStatusId: from,
  ToStatusId: to,
  TaskTypeId: WorkOrderType.Fueling,
  RoleId: roleId,
  Role: roleId === 0 ? "All Access" : ROLES.find((r) => r.RoleId === roleId)!.Role,
  RoleAccessId: roleId * 100 + to,
  IsEnabled: isEnabled,
});
const { AssignedToTechnician: ASSIGNED, TravelingToLocation: TRAVELING, InProgress } = TaskStatus;
/** Both roles may start travelling; only the administrator may start work from 'Assigned to Technician'. */
const MATRIX: TransitionMatrix = {
  TaskTypeId: WorkOrderType.Fueling,
  Roles: ROLES,
  Rows: [
    row(ASSIGNED, TRAVELING, 0, true),
    row(ASSIGNED, TRAVELING, 1, true),
    row(ASSIGNED, TRAVELING, 2, true),
    row(ASSIGNED, InProgress, 0, false),
    row(ASSIGNED, InProgress, 1, true),
    row(ASSIGNED, InProgress, 2, false),
  ],
};
const TRAVEL = "Assigned to Technician → Traveling to Location";
const START = "Assigned to Technician → In Progress";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const setCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes("SetTransition"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
let refuseSet = false;

beforeEach(() => {
  refuseSet = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    // Only Fueling has rules: the types before it in the list (Master, NonTelco) have none.
    if (String(url).includes("GetTransitionMatrix"))
      return String(url).endsWith(`TaskTypeId=${WorkOrderType.Fueling}`)
        ? json(MATRIX)
        : json({ TaskTypeId: 0, Roles: ROLES, Rows: [] });
    if (refuseSet) return json({ StatusMessage: "Your role may not change transition rules." }, 403);
    return json(toggledMatrix(MATRIX, JSON.parse(String(init?.body))));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const SETTINGS_RW = [grantedModule(ModuleId.Settings, ModuleId.Admin, AccessRightType.ReadWrite)];
const renderPage = (modules = SETTINGS_RW) =>
  renderSignedIn(<TaskConfigurationPage />, { modules, route: "/TaskConfigurationManagement" });
const toggle = (role: string, transition: string) =>
  screen.findByRole("switch", { name: `${role}: ${transition}` }) as Promise<HTMLInputElement>;

it("opens on the first task type with rows and shows 'All Access' on only where every role is on", async () => {
  renderPage();
  expect(await screen.findByRole("heading", { name: "Task Configuration" })).toBeTruthy();
  expect(screen.getByText("Changes apply to the next status move.")).toBeTruthy();
  expect((await toggle("All Access", TRAVEL)).checked).toBe(true);
  expect(screen.getByRole("combobox", { name: "Task type" }).textContent).toBe("Fueling");
  expect((await toggle("All Access", START)).checked).toBe(false);
  expect((await toggle("Administrator", START)).checked).toBe(true);
  expect((await toggle("Technician", START)).checked).toBe(false);
  // 'All Access' is the first column, before the roles.
  const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
  expect(headers).toEqual(["Transition", "All Access", "Administrator", "Technician"]);
});

it("turns a transition on for every role through 'All Access' (RoleId 0) and shows the server's matrix", async () => {
  const { user } = renderPage();
  await user.click(await toggle("All Access", START));
  await waitFor(() =>
    expect(setCalls()).toEqual([
      {
        TaskTypeId: WorkOrderType.Fueling,
        FromStatusId: ASSIGNED,
        ToStatusId: InProgress,
        RoleId: 0,
        IsEnabled: true,
      },
    ]),
  );
  await waitFor(async () => expect((await toggle("Technician", START)).checked).toBe(true));
  expect((await toggle("All Access", START)).checked).toBe(true);
});

it("turning one role off turns 'All Access' off too", async () => {
  const { user } = renderPage();
  await user.click(await toggle("Technician", TRAVEL));
  await waitFor(async () => expect((await toggle("All Access", TRAVEL)).checked).toBe(false));
  expect(setCalls()[0]).toMatchObject({ RoleId: 2, IsEnabled: false, ToStatusId: TRAVELING });
});

it("puts the switch back and shows the server's message when the change is refused", async () => {
  refuseSet = true;
  const { user } = renderPage();
  await user.click(await toggle("Technician", TRAVEL));
  expect((await screen.findByRole("alert")).textContent).toContain(
    "Your role may not change transition rules.",
  );
  expect((await toggle("Technician", TRAVEL)).checked).toBe(true);
  expect((await toggle("All Access", TRAVEL)).checked).toBe(true);
});

it("leaves the switches off-limits to a role without read-write on Settings", async () => {
  renderPage([grantedModule(ModuleId.Settings, ModuleId.Admin, AccessRightType.ReadOnly)]);
  expect((await toggle("Technician", TRAVEL)).disabled).toBe(true);
  expect((await toggle("All Access", TRAVEL)).disabled).toBe(true);
});

it("finds a status among the transitions", async () => {
  const { user } = renderPage();
  await toggle("Technician", TRAVEL);
  await user.type(screen.getByRole("textbox", { name: "Find a status" }), "progress");
  expect(screen.queryByRole("rowheader", { name: TRAVEL })).toBeNull();
  expect(screen.getByRole("rowheader", { name: START })).toBeTruthy();
});
