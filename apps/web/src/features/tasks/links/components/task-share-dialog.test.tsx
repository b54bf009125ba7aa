import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, ModuleId, type TaskShareRow } from "@fieldstead/domain";
import { ConfirmHost } from "../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { dismissAllConfirms } from "../../../../lib/confirm.ts";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn, SIGNED_IN_USER } from "../../../../test/session-fixtures.tsx";
import { TaskShareButton } from "./task-share-button.tsx";
import { json } from "../../components/task-test-data.ts";

const SHARE = grantedModule(ModuleId.TaskShare, ModuleId.TaskOperations, AccessRightType.ReadWrite);
const VIEW = grantedModule(ModuleId.TaskView, ModuleId.TaskOperations, AccessRightType.ReadOnly);

const PEOPLE = [
  { Id: SIGNED_IN_USER.EmployeeId, Name: "Me Myself", Email: "me@acme.example" },
  { Id: 21, Name: "Dana Whitaker", Email: "manager@acme.example" },
  { Id: 22, Name: "Marcus Reyes", Email: "tech@acme.example" },
];
const ALREADY: TaskShareRow[] = [
  {
    EmployeeId: 22,
    Name: "Marcus Reyes",
    Email: "tech@acme.example",
    SharedById: 1,
    SharedByName: "Avery Admin",
    Message: null,
    SharedAt: "2026-11-20T16:00:00Z",
  },
];

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => url.includes(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const show = (modules = [VIEW, SHARE]) =>
  renderSignedIn(
    <>
      <TaskShareButton task={{ Id: 7, WorkOrderNumber: "WO-000007" }} />
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { route: "/TaskOperations/details/7", modules },
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Task/GetTaskShares")) return json(ALREADY);
    if (url.includes("/Task/SearchSharePeople")) return json(PEOPLE);
    if (url.includes("/Task/ShareTask"))
      return json({
        StatusCode: 0,
        StatusMessage: "WO-000007 shared with Dana Whitaker.",
        Added: 1,
        Shares: [],
      });
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

describe("sharing a work order", () => {
  it("shows no Share button without the share right", () => {
    show([VIEW]);
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });

  it("shares with the people picked and the message", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share WO-000007" });
    expect(await within(dialog).findByText("Already shared with")).toBeTruthy();
    await user.click(within(dialog).getByRole("combobox", { name: "People" }));
    const options = await screen.findAllByRole("option");
    // Neither the caller nor someone who has it already is offered.
    expect(options.map((o) => o.textContent)).toEqual(["Dana Whitakermanager@acme.example"]);
    await user.click(options[0]!);
    await user.type(within(dialog).getByRole("textbox", { name: "Message (optional)" }), "Urgent");
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodyOf("/Task/ShareTask")).toEqual({
      TaskId: 7,
      EmployeeIds: [21],
      Message: "Urgent",
    });
    expect(screen.getByRole("status").textContent).toBe("WO-000007 shared with Dana Whitaker.");
  }, 15_000);

  it("asks for someone before sharing", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share WO-000007" });
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    expect(within(dialog).getByText("Choose at least one person to share with.")).toBeTruthy();
    expect(bodyOf("/Task/ShareTask")).toBeUndefined();
  });

  it("copies the work order's address", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share WO-000007" });
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toMatch(/^https?:\/\/[^/]+\/.*TaskOperations\/details\/7$/);
    expect((await screen.findByRole("status", { hidden: true })).textContent).toBe(
      "The address of WO-000007 is copied.",
    );
  });
});
