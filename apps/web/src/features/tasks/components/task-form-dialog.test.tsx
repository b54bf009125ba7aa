import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TaskEditView, TaskFieldAccess } from "@fieldstead/domain";
import { renderUi } from "../../../test/render-ui.tsx";
import { TaskFormDialog } from "./task-form-dialog.tsx";
import { json, READ_WRITE_ACCESS, TASK } from "./task-test-data.ts";

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}));

const PEOPLE = [{ Id: 12, Name: "Marcus Reyes", Email: "tech@acme.example" }];
const SAVED = { StatusCode: 0, StatusMessage: "WO-2026-00042 created.", Task: { ...TASK, Id: 42 } };

const answer = (write: () => Response = () => json(SAVED)) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes("/Task/SearchPeople")) return json(PEOPLE);
    if (url.includes("/Task/CreateTask") || url.includes("/Task/UpdateTask")) return write();
    return json({}, 404);
  });

const EDIT: TaskEditView = {
  Task: TASK,
  FieldAccess: READ_WRITE_ACCESS,
  Fields: {
    Summary: TASK.Summary,
    Description: TASK.Description,
    TypeId: 4,
    PriorityId: 3,
    ProjectId: null,
    LocationId: 2,
    AssigneeId: 12,
    DriverId: null,
    EmployeeId: null,
    PlannedDate: "2026-11-20T15:00:00.000Z",
    DueDate: "2026-11-21T23:00:00.000Z",
    FollowOnDate: null,
    StartDateTime: null,
    EndDateTime: null,
    WorkFlow: null,
    Region: "North",
    Vehicle: null,
    ParentTaskId: null,
    ReviewLevels: 1,
    Recurrence: null,
  },
};

const show = (props: { access?: TaskFieldAccess; edit?: TaskEditView; canRecur?: boolean } = {}) => {
  const onSaved = vi.fn();
  const rendered = renderUi(
    <TaskFormDialog
      access={props.access ?? READ_WRITE_ACCESS}
      canRecur={props.canRecur ?? true}
      onClose={() => undefined}
      onSaved={onSaved}
      {...(props.edit ? { edit: props.edit } : {})}
    />,
    {
      wrapper: (children) => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      ),
    },
  );
  return { ...rendered, onSaved };
};

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const pickType = async (user: ReturnType<typeof show>["user"], name: string) => {
  await user.click(screen.getByRole("combobox", { name: "Work-order type" }));
  await user.click(within(screen.getByRole("listbox")).getByRole("option", { name }));
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the new work order form", () => {
  it("checks the fields with the request's rules before sending: summary and type are needed, due after planned", async () => {
    answer();
    const { user, onSaved } = show();
    fireEvent.change(field("Planned date"), { target: { value: "2026-12-02T09:00" } });
    fireEvent.change(field("Due date"), { target: { value: "2026-12-01T09:00" } });
    await user.click(screen.getByRole("button", { name: "Create work order" }));
    expect(await screen.findByText("Summary is required.")).toBeTruthy();
    expect(screen.getByText("DueDate cannot be before the planned date.")).toBeTruthy();
    expect(field("Due date").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo("/Task/CreateTask")).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("sends every field it shows, dates as points in time from Denver's clock, the assignee picked by name", async () => {
    answer();
    const { user, onSaved } = show();
    await user.type(field("Summary *"), "Replace the pump seal");
    await pickType(user, "Fueling");
    const assignee = screen.getByRole("combobox", { name: "Assignee" });
    await user.click(assignee);
    await user.type(assignee, "marc");
    await user.click(await screen.findByRole("option", { name: /Marcus Reyes/ }));
    fireEvent.change(field("Planned date"), { target: { value: "2026-12-01T09:00" } });
    await user.type(field("Region"), "North");
    await user.click(screen.getByRole("checkbox", { name: "Repeats" }));
    await user.click(screen.getByRole("button", { name: "Create work order" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED.Task));
    expect(callsTo("/Task/CreateTask")[0]).toMatchObject({
      Summary: "Replace the pump seal",
      TypeId: 3,
      AssigneeId: 12,
      PlannedDate: "2026-12-01T16:00:00.000Z",
      DueDate: null,
      Region: "North",
      Recurrence: { Every: 1, Unit: "Week", Until: null },
    });
  }, 20_000);

  it("shows a field the server refused beside it", async () => {
    const message = "You cannot set Planned date.";
    answer(() => json({ StatusMessage: message, fields: [{ field: "PlannedDate", message }] }, 403));
    const { user, onSaved } = show();
    await user.type(field("Summary *"), "Paint the fence");
    await pickType(user, "Rollout");
    await user.click(screen.getByRole("button", { name: "Create work order" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field("Planned date").getAttribute("aria-invalid")).toBe("true");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("offers only the fields the caller may fill in, and no recurrence without the right", () => {
    answer();
    show({
      access: { ...READ_WRITE_ACCESS, PlannedDate: "ReadOnly", Vehicle: "NotVisible", Region: "Complete" },
      canRecur: false,
    });
    expect(screen.queryByLabelText("Planned date")).toBeNull();
    expect(screen.queryByLabelText("Vehicle")).toBeNull();
    expect(field("Region").disabled).toBe(false);
    expect(screen.queryByRole("checkbox", { name: "Repeats" })).toBeNull();
  });
});

describe("editing a work order", () => {
  it("shows read-only fields disabled, leaves hidden ones out, and sends only what changed", async () => {
    answer(() => json({ ...SAVED, StatusMessage: "WO-000007 saved." }));
    const access = { ...READ_WRITE_ACCESS, PlannedDate: "ReadOnly", Vehicle: "NotVisible" } as const;
    const { user, onSaved } = show({ access, edit: { ...EDIT, FieldAccess: access } });
    expect(field("Summary *").value).toBe(TASK.Summary);
    expect(field("Planned date").value).toBe("2026-11-20T08:00");
    expect(field("Planned date").disabled).toBe(true);
    expect(screen.getByText("Read-only")).toBeTruthy();
    expect(screen.queryByLabelText("Vehicle")).toBeNull();
    fireEvent.change(field("Due date"), { target: { value: "2026-11-25T17:00" } });
    await user.clear(field("Region"));
    await user.type(field("Region"), "South");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo("/Task/UpdateTask")).toEqual([
      { Id: TASK.Id, DueDate: "2026-11-26T00:00:00.000Z", Region: "South" },
    ]);
  }, 20_000);
});
