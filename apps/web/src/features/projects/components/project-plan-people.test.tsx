import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import {
  AccessRightType,
  ModuleId,
  ProgressBucket,
  type ProjectDetail,
  type ProjectPersonaRow,
  type ProjectPlan,
  type ProjectPlanTask,
} from "@fieldstead/domain";
import { ConfirmHost } from "../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { ProjectDetailPage } from "./project-detail-page.tsx";

const PROJECT: ProjectDetail = {
  Id: 41,
  Code: "ROOF-1",
  Name: "Roof renewal",
  Status: "Active",
  LocationId: null,
  LocationName: null,
  ManagerId: null,
  ManagerName: null,
  StartDate: "2026-11-02",
  EndDate: "2026-11-30",
  TaskCount: 3,
  DoneCount: 1,
  ProgressBucket: ProgressBucket.LowMedium,
  Archived: false,
  Description: null,
  CreatedAt: "2026-10-01T00:00:00Z",
};

const planTask = (over: Partial<ProjectPlanTask>): ProjectPlanTask => ({
  Id: 1,
  WorkOrderNumber: "WO-2026-00001",
  Summary: "Survey the roof",
  StatusId: 2,
  StatusName: "Completed",
  AssigneeId: 12,
  AssigneeName: "Marcus Reyes",
  PlannedDate: "2026-11-03T16:00:00Z",
  DueDate: "2026-11-05T23:00:00Z",
  IsOverdue: false,
  IsDone: true,
  ...over,
});

const PLAN: ProjectPlan = {
  ProjectId: 41,
  Code: "ROOF-1",
  Name: "Roof renewal",
  StartDate: "2026-11-02",
  EndDate: "2026-11-30",
  IsTruncated: false,
  Tasks: [
    planTask({}),
    planTask({
      Id: 2,
      WorkOrderNumber: "WO-2026-00002",
      Summary: "Lay the membrane",
      StatusId: 12,
      StatusName: "Assigned to Technician",
      AssigneeId: 15,
      AssigneeName: "Elena Fischer",
      PlannedDate: "2026-11-10T16:00:00Z",
      DueDate: null,
      IsDone: false,
    }),
    planTask({
      Id: 3,
      WorkOrderNumber: "WO-2026-00003",
      Summary: "Order the skylights",
      StatusId: 0,
      StatusName: "Not Started",
      AssigneeId: null,
      AssigneeName: null,
      PlannedDate: null,
      DueDate: null,
      IsDone: false,
    }),
  ],
};

const PERSONA: ProjectPersonaRow = {
  Id: 5,
  EmployeeId: 12,
  EmployeeName: "Marcus Reyes",
  Email: "tech@acme.example",
  Persona: "Site Supervisor",
  AddedAt: "2026-11-01T00:00:00Z",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)));
let personas: ProjectPersonaRow[];

const EDIT = grantedModule(ModuleId.ProjectEdit, ModuleId.Projects, AccessRightType.ReadWrite);
const READ = grantedModule(ModuleId.Projects, 0, AccessRightType.ReadOnly);

const show = (tab: "plan" | "people", modules = [READ, EDIT]) =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/ProjectManagement/projectDetails/:projectId/*" element={<ProjectDetailPage />} />
      </Routes>
      <SnackbarHost />
      <ConfirmHost />
    </>,
    { route: `/ProjectManagement/projectDetails/41?tab=${tab}`, modules },
  );

beforeEach(() => {
  personas = [PERSONA];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Project/GetProjectPlan")) return json(PLAN);
    if (url.includes("/Project/GetProjectPersonas")) return json(personas);
    if (url.includes("/Project/GetProject")) return json(PROJECT);
    if (url.includes("/Project/SearchManagers"))
      return json([{ Id: 15, Name: "Elena Fischer", Email: "elena.fischer@acme.example" }]);
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("a project's Plan tab", () => {
  it("draws a bar per dated task and lists the undated ones below", async () => {
    show("plan");
    const bar = await screen.findByRole("img", { name: /^WO-2026-00001: / });
    expect(bar.getAttribute("aria-label")).toContain("Nov 03, 2026 09:00 AM → Nov 05, 2026 04:00 PM");
    expect(screen.getByRole("img", { name: /^WO-2026-00002: .*no due date/ })).toBeTruthy();
    expect(screen.getByText("2 tasks on the timeline, 1 without dates")).toBeTruthy();
    const undated = screen.getByRole("list", { name: "Tasks without dates" });
    expect(within(undated).getByRole("link", { name: "WO-2026-00003" }).getAttribute("href")).toBe(
      "/TaskOperations/details/3",
    );
    expect(screen.getByRole("tab", { name: "Plan", selected: true })).toBeTruthy();
  });

  it("groups the rows by assignee when asked", async () => {
    const { user } = show("plan");
    await screen.findByRole("img", { name: /^WO-2026-00001: / });
    await user.click(screen.getByRole("button", { name: "By assignee" }));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Elena Fischer",
      "Marcus Reyes",
      "Without dates",
    ]);
  });
});

describe("a project's People tab", () => {
  it("lists who plays which part, and adds a person with Edit Project", async () => {
    const { user } = show("people");
    const table = await screen.findByRole("table", { name: "People of the project" });
    expect(within(table).getByText("Site Supervisor")).toBeTruthy();
    await user.click(screen.getByRole("combobox", { name: "Person" }));
    await user.click(await screen.findByRole("option", { name: /Elena Fischer/ }));
    await user.click(screen.getByRole("combobox", { name: "Part" }));
    await user.click(await screen.findByRole("option", { name: "Technician" }));
    const added: ProjectPersonaRow = {
      ...PERSONA,
      Id: 6,
      EmployeeId: 15,
      EmployeeName: "Elena Fischer",
      Persona: "Technician",
    };
    fetchMock.mockImplementationOnce(async () => {
      personas = [PERSONA, added];
      return json({ StatusCode: 0, StatusMessage: "Elena Fischer added as Technician.", Personas: personas });
    });
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect((await screen.findByRole("status")).textContent).toBe("Elena Fischer added as Technician.");
    expect(bodiesOf("/Project/AddProjectPersona")).toEqual([
      { ProjectId: 41, EmployeeId: 15, Persona: "Technician" },
    ]);
    await waitFor(() => expect(within(table).getByText("Elena Fischer")).toBeTruthy());
  });

  it("removes a person after the confirmation", async () => {
    const { user } = show("people");
    await user.click(await screen.findByRole("button", { name: "Remove Marcus Reyes as Site Supervisor" }));
    const dialog = await screen.findByRole("dialog");
    fetchMock.mockImplementationOnce(async () => {
      personas = [];
      return json({ StatusCode: 0, StatusMessage: "Marcus Reyes removed as Site Supervisor.", Personas: [] });
    });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Nobody has a part in this project yet.")).toBeTruthy();
    expect(bodiesOf("/Project/RemoveProjectPersona")).toEqual([{ ProjectId: 41, Id: 5 }]);
  });

  it("shows the people read-only without Edit Project", async () => {
    show("people", [READ]);
    await screen.findByRole("table", { name: "People of the project" });
    expect(screen.queryByRole("button", { name: "Add" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove / })).toBeNull();
  });
});
