import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { screen, within } from "@testing-library/react";
import { AccessRightType, ModuleId, TaskStatus } from "@fieldstead/domain";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { TaskDetailPage } from "./task-detail-page.tsx";
import { json, TASK } from "./task-test-data.ts";

const under = (moduleId: number, level: number = AccessRightType.ReadOnly) =>
  grantedModule(moduleId, ModuleId.TaskOperations, level);
const VIEW = under(ModuleId.TaskView);
const ALL = [
  VIEW,
  under(ModuleId.TaskHierarchy),
  under(ModuleId.TaskTimeline),
  under(ModuleId.TaskShare, AccessRightType.ReadWrite),
];

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

const show = (modules = ALL, route = `/TaskOperations/details/${TASK.Id}`) =>
  renderSignedIn(
    <Routes>
      <Route path="/TaskOperations/details/:taskId" element={<TaskDetailPage />} />
    </Routes>,
    { route, modules },
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Task/GetTaskLinks")) return json({ TaskId: TASK.Id, Tasks: [], Assets: [] });
    if (url.includes("/Task/GetTaskHierarchy"))
      return json({
        Ancestors: [],
        Task: {
          Id: TASK.Id,
          WorkOrderNumber: TASK.WorkOrderNumber,
          Summary: "Belt",
          StatusId: 12,
          StatusName: "",
          ChildCount: 0,
        },
        Children: [],
      });
    if (url.includes("/Task/GetTaskTimeline"))
      return json({
        TaskId: TASK.Id,
        Now: "2026-11-20T16:00:00Z",
        Segments: [
          {
            StatusId: TaskStatus.AssignedToTechnician,
            StatusName: "Assigned to Technician",
            From: "2026-11-19T09:00:00Z",
            To: null,
            DurationMs: 31 * 3_600_000,
            ByName: "Avery Admin",
          },
        ],
        Points: [],
      });
    if (url.includes("/Task/GetTask?")) return json(TASK);
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("a work order's connections on its page", () => {
  it("has Links, Hierarchy and Timeline tabs and a Share button with their rights", async () => {
    show();
    await screen.findByRole("heading", { name: TASK.WorkOrderNumber });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Details",
      "Links",
      "Hierarchy",
      "Timeline",
    ]);
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
  });

  it("shows only the Links tab, and no Share button, to a role with just the view right", async () => {
    show([VIEW]);
    await screen.findByRole("heading", { name: TASK.WorkOrderNumber });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Details", "Links"]);
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });

  it.each([
    ["links", "Linked work orders"],
    ["hierarchy", "Hierarchy"],
    ["timeline", "Timeline"],
  ])("opens the %s tab from the address", async (tab, heading) => {
    show(ALL, `/TaskOperations/details/${TASK.Id}?tab=${tab}`);
    expect(await screen.findByRole("heading", { name: heading, level: 2 })).toBeTruthy();
  });

  it("shows how long the work order has been in its status on the Timeline tab", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("tab", { name: "Timeline" }));
    const table = await screen.findByRole("table", { name: "Statuses" });
    expect(within(table).getByText("1 d 7 h")).toBeTruthy();
    expect(within(table).getByText("Now")).toBeTruthy();
  });
});
