import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, ModuleId, TaskStatus, type TaskDetail } from "@fieldstead/domain";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { TaskDetailPage } from "./task-detail-page.tsx";
import { json, TASK } from "./task-test-data.ts";

const { TravelingToLocation, ArrivedAtLocation, Paused } = TaskStatus;
const REFUSAL = "Your role may not move a task from Assigned to Technician to Traveling to Location.";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.includes(path));
let shown: TaskDetail;

const moves = (...ids: number[]) => ids.map((id) => ({ ToStatusId: id, Label: String(id) }));
const moveButtons = () => screen.queryAllByRole("button", { name: /^Move to / }).map((b) => b.textContent);

const HISTORY = grantedModule(ModuleId.TaskHistory, ModuleId.TaskOperations, AccessRightType.ReadOnly);
const GALLERY = grantedModule(ModuleId.TaskGallery, ModuleId.TaskOperations, AccessRightType.ReadOnly);

const show = (task: TaskDetail, modules = [HISTORY]) => {
  shown = task;
  return renderSignedIn(
    <>
      <Routes>
        <Route path="/TaskOperations/details/:taskId" element={<TaskDetailPage />} />
      </Routes>
      <SnackbarHost />
    </>,
    {
      route: `/TaskOperations/details/${task.Id}`,
      modules,
    },
  );
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Task/GetTaskHistory")) return json([]);
    if (url.includes("/FormBuilder/GetMediaFields"))
      return json({ MediaFields: [], TotalCount: 0, PageNumber: 1, PageSize: 50, IsLimitReached: false });
    if (url.includes("/Task/GetTask?")) return json(shown);
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the status moves of a task", () => {
  it.each([
    [[TravelingToLocation], ["Move to Traveling to Location"]],
    [
      [ArrivedAtLocation, Paused],
      ["Move to Arrived at Location", "Move to Paused"],
    ],
    [[], []],
  ])("offer only the allowed moves %o", async (allowed, labels) => {
    show({ ...TASK, AllowedMoves: moves(...allowed) });
    expect(await screen.findByRole("heading", { name: "WO-000007" })).toBeTruthy();
    expect(screen.getByText("Assigned to Technician")).toBeTruthy();
    expect(moveButtons()).toEqual(labels);
  });

  it("moves after the confirmation, with the comment, and shows the new status and its moves", async () => {
    const { user } = show({ ...TASK, AllowedMoves: moves(TravelingToLocation) });
    const moved = { ...TASK, StatusId: TravelingToLocation, AllowedMoves: moves(ArrivedAtLocation) };
    fetchMock.mockImplementationOnce(async () =>
      json({ StatusCode: 0, StatusMessage: "WO-000007 is Traveling to Location.", Task: moved }),
    );
    await user.click(await screen.findByRole("button", { name: "Move to Traveling to Location" }));
    const dialog = await screen.findByRole("dialog", { name: "Move WO-000007 to Traveling to Location?" });
    await user.type(within(dialog).getByRole("textbox", { name: "Comment (optional)" }), "On my way");
    await user.click(within(dialog).getByRole("button", { name: "Move to Traveling to Location" }));
    await waitFor(() => expect(moveButtons()).toEqual(["Move to Arrived at Location"]));
    const [[, init]] = calls("/Task/ChangeStatus") as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      TaskId: 7,
      ToStatusId: TravelingToLocation,
      Comment: "On my way",
    });
    expect(screen.getByText("Traveling to Location")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("WO-000007 is Traveling to Location.");
  });

  it("shows the server's refusal and reads the task again", async () => {
    const { user } = show({ ...TASK, AllowedMoves: moves(TravelingToLocation) });
    const readsBefore = () => calls("/Task/GetTask?").length;
    await screen.findByRole("heading", { name: "WO-000007" });
    const before = readsBefore();
    fetchMock.mockImplementationOnce(async () => json({ StatusMessage: REFUSAL, error: "FORBIDDEN" }, 403));
    // Meanwhile an administrator took the move away: the page reads the task without it.
    shown = { ...TASK, AllowedMoves: [] };
    await user.click(screen.getByRole("button", { name: "Move to Traveling to Location" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Move to Traveling to Location" }));
    expect((await screen.findByRole("alert")).textContent).toContain(REFUSAL);
    await waitFor(() => expect(readsBefore()).toBe(before + 1));
    await waitFor(() => expect(moveButtons()).toEqual([]));
    expect(screen.getByText("Assigned to Technician")).toBeTruthy();
  });

  it("marks an overdue due date", async () => {
    show({ ...TASK, IsOverdue: true });
    const due = await screen.findByText(/· Overdue$/);
    expect(due.textContent).toMatch(/^Nov 21, 2026 · Overdue$/);
  });

  it("shows no Gallery tab without the task gallery right", async () => {
    show(TASK, [HISTORY]);
    await screen.findByRole("heading", { name: "WO-000007" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Details", "History"]);
  });

  it("lists the task's files in its Gallery tab", async () => {
    show(TASK, [HISTORY, GALLERY]);
    const gallery = await screen.findByRole("tab", { name: "Gallery" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Details", "Gallery", "History"]);
    act(() => gallery.click());
    expect(await screen.findByText("No files yet.")).toBeTruthy();
    const [, init] = calls("/FormBuilder/GetMediaFields")[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      FormTypeID: 3,
      PrimaryId: TASK.Id,
      PageNumber: 1,
    });
  });

  it("says so when there is no such task", async () => {
    fetchMock.mockImplementation(async () => json({ StatusMessage: "Not found" }, 404));
    show({ ...TASK, Id: 99 });
    expect(await screen.findByText("There is no such task in your organisation.")).toBeTruthy();
  });
});
