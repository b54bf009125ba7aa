import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, ModuleId, type ScheduleReply, type ScheduleTask } from "@fieldstead/domain";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { ResourceSchedulerPage } from "./resource-scheduler-page.tsx";
import { SchedulerPage } from "./scheduler-page.tsx";

const MARCUS = { Id: 12, Name: "Marcus Reyes" };
const ELENA = { Id: 15, Name: "Elena Fischer" };

const card = (over: Partial<ScheduleTask> = {}): ScheduleTask => ({
  Id: 7,
  WorkOrderNumber: "WO-2026-00007",
  Summary: "Replace the rooftop unit's belt",
  StatusId: 12,
  StatusName: "Assigned to Technician",
  PriorityId: 3,
  PriorityName: "High",
  AssigneeId: MARCUS.Id,
  AssigneeName: MARCUS.Name,
  // Tuesday Nov 24, 2026 at 09:00 in Denver.
  PlannedDate: "2026-11-24T16:00:00.000Z",
  DueDate: null,
  LocationId: 2,
  LocationName: "Denver Tech Center",
  ProjectId: null,
  ProjectName: null,
  IsLocked: false,
  CanMove: true,
  ...over,
});

const reply = (tasks: ScheduleTask[], canSchedule = true): ScheduleReply => ({
  From: "2026-11-23",
  To: "2026-11-29",
  CanSchedule: canSchedule,
  Tasks: tasks,
  Technicians: [MARCUS, ELENA],
  IsTruncated: false,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)));
let schedule: ScheduleReply;

/** A drag's data, as a browser carries it from the card to the cell. */
const dataTransfer = () => {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? "",
    effectAllowed: "",
    dropEffect: "",
  };
};
const drag = (from: HTMLElement, to: HTMLElement) => {
  const carried = dataTransfer();
  fireEvent.dragStart(from, { dataTransfer: carried });
  fireEvent.dragOver(to, { dataTransfer: carried });
  fireEvent.drop(to, { dataTransfer: carried });
};

const UNASSIGN = grantedModule(ModuleId.TaskUnassign, ModuleId.TaskOperations, AccessRightType.ReadWrite);

const showResourceBoard = (modules = [UNASSIGN]) =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/Resource-Scheduler/*" element={<ResourceSchedulerPage />} />
      </Routes>
      <SnackbarHost />
    </>,
    { route: "/Resource-Scheduler?day=2026-11-25", modules },
  );
const cell = (name: string) => screen.getByRole("group", { name });
const cardIn = (where: HTMLElement, number = "WO-2026-00007") =>
  within(where).queryByRole("article", { name: new RegExp(number) });

beforeEach(() => {
  schedule = reply([card()]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Task/GetSchedule")) return json(schedule);
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the resource board", () => {
  it("shows the week's work orders in their technician's row and day, coloured by technician", async () => {
    showResourceBoard();
    await screen.findByRole("heading", { name: "Nov 23 – Nov 29, 2026" });
    const placed = cardIn(await screen.findByRole("group", { name: "Marcus Reyes, Tue, Nov 24" }));
    expect(placed).toBeTruthy();
    expect(placed!.getAttribute("data-assignee-colour")).toBe("0");
    expect(screen.getAllByRole("rowheader").map((r) => r.textContent)).toEqual([
      "Unassigned",
      "Marcus Reyes",
      "Elena Fischer",
    ]);
    expect(within(placed!).getByRole("link", { name: "WO-2026-00007" }).getAttribute("href")).toBe(
      "/TaskOperations/details/7",
    );
    expect(bodiesOf("/Task/GetSchedule")[0]).toEqual({ From: "2026-11-23", To: "2026-11-29" });
  });

  it("moves a card dragged to another technician's day at once, and asks the server to reschedule it", async () => {
    let answer: (response: Response) => void = () => undefined;
    showResourceBoard();
    const source = await waitFor(() => cardIn(cell("Marcus Reyes, Tue, Nov 24"))!);
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    drag(source, cell("Elena Fischer, Thu, Nov 26"));
    // Shown in its new place before the server answers.
    await waitFor(() => expect(cardIn(cell("Elena Fischer, Thu, Nov 26"))).toBeTruthy());
    expect(cardIn(cell("Marcus Reyes, Tue, Nov 24"))).toBeNull();
    expect(bodiesOf("/Task/Reschedule")).toEqual([
      { TaskId: 7, AssigneeId: ELENA.Id, PlannedDate: "2026-11-26" },
    ]);
    const moved = card({
      AssigneeId: ELENA.Id,
      AssigneeName: ELENA.Name,
      PlannedDate: "2026-11-26T16:00:00.000Z",
    });
    schedule = reply([moved]);
    answer(json({ StatusCode: 0, StatusMessage: "WO-2026-00007: rescheduled.", Task: moved }));
    expect((await screen.findByRole("status")).textContent).toBe("WO-2026-00007: rescheduled.");
    expect(cardIn(cell("Elena Fischer, Thu, Nov 26"))!.getAttribute("data-assignee-colour")).toBe("1");
  });

  it("puts a refused move back, with the server's message", async () => {
    showResourceBoard();
    const source = await waitFor(() => cardIn(cell("Marcus Reyes, Tue, Nov 24"))!);
    fetchMock.mockImplementationOnce(async () =>
      json({ StatusMessage: "WO-2026-00007 is locked.", error: "NOT_ALLOWED_NOW" }, 409),
    );
    drag(source, cell("Elena Fischer, Wed, Nov 25"));
    expect((await screen.findByRole("alert")).textContent).toContain("WO-2026-00007 is locked.");
    await waitFor(() => expect(cardIn(cell("Marcus Reyes, Tue, Nov 24"))).toBeTruthy());
    expect(cardIn(cell("Elena Fischer, Wed, Nov 25"))).toBeNull();
  });

  it("moves a card with 'Move to…' from the keyboard", async () => {
    const { user } = showResourceBoard();
    await user.click(await screen.findByRole("button", { name: "Move WO-2026-00007 to…" }));
    const dialog = await screen.findByRole("dialog", { name: "Move WO-2026-00007 to…" });
    const day = within(dialog).getByLabelText(/^Day/);
    await user.clear(day);
    await user.type(day, "2026-11-27");
    await user.click(within(dialog).getByRole("combobox", { name: "Technician" }));
    await user.click(await screen.findByRole("option", { name: "Elena Fischer" }));
    fetchMock.mockImplementationOnce(async () =>
      json({ StatusCode: 0, StatusMessage: "Moved.", Task: card({ AssigneeId: ELENA.Id }) }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() =>
      expect(bodiesOf("/Task/Reschedule")).toEqual([
        { TaskId: 7, AssigneeId: ELENA.Id, PlannedDate: "2026-11-27" },
      ]),
    );
  });

  it("is read-only without the Schedule right: no drag, no 'Move to…', a drop does nothing", async () => {
    schedule = reply([card({ CanMove: false })], false);
    showResourceBoard([]);
    expect(await screen.findByText(/moving work orders needs the Schedule Tasks right/)).toBeTruthy();
    const source = cardIn(cell("Marcus Reyes, Tue, Nov 24"))!;
    expect(source.getAttribute("draggable")).toBe("false");
    expect(screen.queryByRole("button", { name: /^Move WO-/ })).toBeNull();
    drag(source, cell("Elena Fischer, Thu, Nov 26"));
    expect(bodiesOf("/Task/Reschedule")).toEqual([]);
    expect(cardIn(cell("Marcus Reyes, Tue, Nov 24"))).toBeTruthy();
  });

  it("keeps a locked or done work order where it is, and takes no card into the unassigned row without the Unassign right", async () => {
    schedule = reply([
      card({ Id: 8, WorkOrderNumber: "WO-2026-00008", IsLocked: true, CanMove: false }),
      card(),
    ]);
    showResourceBoard([]);
    const locked = await waitFor(() => cardIn(cell("Marcus Reyes, Tue, Nov 24"), "WO-2026-00008")!);
    expect(locked.getAttribute("draggable")).toBe("false");
    expect(within(locked).getByLabelText("Locked")).toBeTruthy();
    drag(cardIn(cell("Marcus Reyes, Tue, Nov 24"))!, cell("Unassigned, Tue, Nov 24"));
    expect(bodiesOf("/Task/Reschedule")).toEqual([]);
  });

  it("reads the next and the previous week", async () => {
    const { user } = showResourceBoard();
    await screen.findByRole("heading", { name: "Nov 23 – Nov 29, 2026" });
    await user.click(screen.getByRole("button", { name: "Next week" }));
    await screen.findByRole("heading", { name: "Nov 30 – Dec 6, 2026" });
    await user.click(screen.getByRole("button", { name: "Previous week" }));
    await user.click(screen.getByRole("button", { name: "Previous week" }));
    await screen.findByRole("heading", { name: "Nov 16 – Nov 22, 2026" });
    const froms = bodiesOf("/Task/GetSchedule").map((b) => b.From);
    expect(froms).toContain("2026-11-30");
    expect(froms.at(-1)).toBe("2026-11-16");
  });
});

describe("the calendar", () => {
  const showCalendar = (route = "/Scheduler?day=2026-11-25") =>
    renderSignedIn(
      <Routes>
        <Route path="/Scheduler/*" element={<SchedulerPage />} />
      </Routes>,
      { route, modules: [UNASSIGN] },
    );

  it("moves a card dropped on another day there, keeping its technician", async () => {
    showCalendar();
    const source = await waitFor(() => cardIn(cell("Tue, Nov 24"))!);
    expect(within(source).getByText("Marcus Reyes")).toBeTruthy();
    const moved = card({ PlannedDate: "2026-11-28T16:00:00.000Z" });
    schedule = reply([moved]);
    fetchMock.mockImplementationOnce(async () =>
      json({ StatusCode: 0, StatusMessage: "Moved.", Task: moved }),
    );
    drag(source, cell("Sat, Nov 28"));
    await waitFor(() => expect(cardIn(cell("Sat, Nov 28"))).toBeTruthy());
    expect(bodiesOf("/Task/Reschedule")).toEqual([
      { TaskId: 7, AssigneeId: MARCUS.Id, PlannedDate: "2026-11-28" },
    ]);
  });

  it("shows a month as whole weeks", async () => {
    const { user } = showCalendar();
    await screen.findByRole("heading", { name: "Nov 23 – Nov 29, 2026" });
    await user.click(screen.getByRole("button", { name: "Month" }));
    await screen.findByRole("heading", { name: "November 2026" });
    expect(bodiesOf("/Task/GetSchedule").at(-1)).toEqual({ From: "2026-10-26", To: "2026-12-06" });
    expect(screen.getAllByRole("group", { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), / })).toHaveLength(42);
  });
});
