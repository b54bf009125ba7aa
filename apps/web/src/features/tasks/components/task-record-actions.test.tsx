import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, ModuleId, TaskStatus, type TaskDetail } from "@fieldstead/domain";
import { ConfirmHost } from "../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { TaskDetailPage } from "./task-detail-page.tsx";
import { json, READ_WRITE_ACCESS, TASK } from "./task-test-data.ts";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}));
let shown: TaskDetail;

const op = (moduleId: number) => grantedModule(moduleId, ModuleId.TaskOperations, AccessRightType.ReadWrite);
const EDIT = op(ModuleId.TaskEdit);
const DELETE = op(ModuleId.TaskDelete);

const show = (task: TaskDetail, modules = [EDIT, DELETE]) => {
  shown = task;
  return renderSignedIn(
    <>
      <Routes>
        <Route path="/TaskOperations/details/:taskId" element={<TaskDetailPage />} />
        <Route path="/TaskOperations" element={<p>The task list</p>} />
      </Routes>
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { route: `/TaskOperations/details/${task.Id}`, modules },
  );
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Task/DeleteTask")) return json({ StatusCode: 0, StatusMessage: "WO-000007 deleted." });
    if (url.includes("/Task/ReviewField"))
      return json({ StatusCode: 0, StatusMessage: "Planned date accepted on WO-000007.", Task: shown });
    if (url.includes("/Task/GetTaskForEdit"))
      return json({
        Task: shown,
        Fields: { Summary: shown.Summary, TypeId: 4 },
        FieldAccess: shown.FieldAccess,
      });
    if (url.includes("/Task/GetTask?")) return json(shown);
    return json([], 200);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("editing and deleting a task from its page", () => {
  it("offers Edit and Delete only with their rights, and no Edit on a locked task", async () => {
    const first = show(TASK, [EDIT]);
    expect(await screen.findByRole("button", { name: "Edit" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    first.unmount();
    const second = show({ ...TASK, IsLocked: true }, [EDIT, DELETE]);
    await screen.findByRole("heading", { name: TASK.WorkOrderNumber });
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    second.unmount();
    show({ ...TASK, StatusId: TaskStatus.Completed }, [EDIT]);
    await screen.findByRole("heading", { name: TASK.WorkOrderNumber });
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("opens the form with the task's fields read afresh", async () => {
    const { user } = show(TASK);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit WO-000007" });
    expect((within(dialog).getByLabelText("Summary *") as HTMLInputElement).value).toBe(TASK.Summary);
    expect(callsTo("/Task/GetTaskForEdit")).toHaveLength(1);
  });

  it("deletes only after the confirmation, then goes back to the list", async () => {
    const { user } = show(TASK);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete WO-000007?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(callsTo("/Task/DeleteTask")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete WO-000007?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await screen.findByText("The task list")).toBeTruthy();
    expect(callsTo("/Task/DeleteTask")).toEqual([{ Id: TASK.Id }]);
    expect(await screen.findByText("WO-000007 deleted.")).toBeTruthy();
  });
});

describe("the details of a task under field access", () => {
  it("shows every field the caller may see, none they may not", async () => {
    show({
      ...TASK,
      Vehicle: null,
      DriverName: "Dana Driver",
      FieldAccess: { ...READ_WRITE_ACCESS, Region: "NotVisible" },
    });
    expect(await screen.findByText("Dana Driver")).toBeTruthy();
    expect(screen.getByText("Vehicle")).toBeTruthy();
    expect(screen.getByText("Planned date")).toBeTruthy();
    expect(screen.queryByText("Region")).toBeNull();
  });

  it("offers the action of the field's mode, and shows a decision as a chip", async () => {
    const { user } = show({
      ...TASK,
      FieldAccess: { ...READ_WRITE_ACCESS, PlannedDate: "Accept", DueDate: "Reject" },
      FieldReviews: {
        DueDate: { State: "Rejected", ByName: "Ada Admin", At: TASK.CreatedAt, Comment: "Too late" },
      },
    });
    expect(await screen.findByText("Rejected")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reject Due date" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept Region" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Accept Planned date" }));
    await waitFor(() =>
      expect(callsTo("/Task/ReviewField")).toEqual([
        { TaskId: TASK.Id, FieldId: "PlannedDate", Action: "Accept" },
      ]),
    );
    expect(await screen.findByText("Planned date accepted on WO-000007.")).toBeTruthy();
  });

  it("asks why before rejecting a value", async () => {
    const { user } = show({ ...TASK, FieldAccess: { ...READ_WRITE_ACCESS, Region: "Reject" } });
    await user.click(await screen.findByRole("button", { name: "Reject Region" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Region?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Say why the value is rejected.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Comment *"), "Wrong region");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(callsTo("/Task/ReviewField")).toEqual([
        { TaskId: TASK.Id, FieldId: "Region", Action: "Reject", Comment: "Wrong region" },
      ]),
    );
  });
});
