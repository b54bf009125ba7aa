import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes, useLocation } from "react-router";
import { screen, within } from "@testing-library/react";
import { TaskStatus, type TaskHierarchy, type TaskHierarchyNode } from "@fieldstead/domain";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { TaskHierarchyTab } from "./task-hierarchy-tab.tsx";
import { json } from "../../components/task-test-data.ts";

const node = (Id: number, Summary: string, StatusId: number, ChildCount = 0): TaskHierarchyNode => ({
  Id,
  WorkOrderNumber: `WO-2026-${String(Id).padStart(5, "0")}`,
  Summary,
  StatusId,
  StatusName: "",
  ChildCount,
});

const TREE: TaskHierarchy = {
  Ancestors: [
    node(1, "Campus refit", TaskStatus.InProgress, 1),
    node(2, "Building B refit", TaskStatus.NotStarted, 1),
  ],
  Task: node(7, "Floor 2 lighting", TaskStatus.AssignedToTechnician, 2),
  Children: [
    node(8, "Zone A fixtures", TaskStatus.Completed, 1),
    node(9, "Zone B fixtures", TaskStatus.Paused),
  ],
};

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

const show = () =>
  renderSignedIn(
    <Routes>
      <Route path="/TaskOperations/details/7" element={<TaskHierarchyTab taskId={7} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: "/TaskOperations/details/7" },
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(TREE));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the Hierarchy tab", () => {
  it("shows the parents from the top, the work order itself, then its sub-tasks, indented level by level", async () => {
    show();
    const tree = await screen.findByRole("list", { name: "Hierarchy" });
    const items = within(tree).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      "WO-2026-00001Campus refitIn Progress1 sub-task",
      "WO-2026-00002Building B refitNot Started1 sub-task",
      "WO-2026-00007Floor 2 lightingAssigned to Technician2 sub-tasks(this work order)",
      "WO-2026-00008Zone A fixturesCompleted1 sub-task",
      "WO-2026-00009Zone B fixturesPaused",
    ]);
    const indents = items.map((i) => {
      const padded = i.querySelector("a") ?? i;
      return parseFloat(getComputedStyle(padded).paddingLeft);
    });
    expect(indents[1]).toBeGreaterThan(indents[0]!);
    expect(indents[2]).toBeGreaterThan(indents[1]!);
    expect(indents[3]).toBeGreaterThan(indents[2]!);
    expect(indents[4]).toBe(indents[3]);
    expect(fetchMock.mock.calls[0]![0]).toContain("/Task/GetTaskHierarchy?Id=7");
  });

  it("opens a parent or a sub-task; the work order itself is not a link", async () => {
    const { user } = show();
    await screen.findByRole("list", { name: "Hierarchy" });
    expect(screen.queryByRole("link", { name: /Floor 2 lighting/ })).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(4);
    await user.click(screen.getByRole("link", { name: /Zone B fixtures/ }));
    expect(screen.getByTestId("where").textContent).toBe("/TaskOperations/details/9");
  });

  it("says so when the work order stands alone", async () => {
    fetchMock.mockImplementation(async () => json({ Ancestors: [], Task: TREE.Task, Children: [] }));
    show();
    expect(await screen.findByText("This work order has no parent and no sub-tasks.")).toBeTruthy();
  });
});
