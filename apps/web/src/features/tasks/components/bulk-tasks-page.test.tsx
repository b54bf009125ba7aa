import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { AccessRightType, ModuleId, TOP_LEVEL, type ImportJob, type ModuleEntry } from "@fieldstead/domain";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { BulkCreateTasksButton } from "./bulk-create-tasks-button.tsx";
import { BulkTasksPage } from "./bulk-tasks-page.tsx";

const RW = AccessRightType.ReadWrite;
const TASKS = grantedModule(ModuleId.TaskOperations, TOP_LEVEL, RW);
const BULK = grantedModule(ModuleId.TaskBulkCreate, ModuleId.TaskOperations, RW);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

const done: ImportJob = {
  JobId: 9,
  ImportKind: 3,
  FileName: "work.csv",
  State: 2,
  Phase: "Done",
  Progress: 100,
  TotalRows: 2,
  Written: 2,
  Problems: [],
  Message: "2 work orders imported.",
  CreatedOn: "2026-03-02T10:00:00.000Z",
  CompletedOn: "2026-03-02T10:00:01.000Z",
};

const show = (modules: ModuleEntry[]) =>
  renderSignedIn(
    <Routes>
      <Route path="/bulkTasks" element={<BulkTasksPage />} />
      <Route path="/TaskOperations" element={<BulkCreateTasksButton />} />
    </Routes>,
    { modules, route: "/bulkTasks" },
  );

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("the bulk-create page of work orders", () => {
  it("lists every column of the file, whether it is required and what it holds", () => {
    show([TASKS, BULK]);
    const table = screen.getByRole("table", { name: "Columns of the file" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll("td"), (c) => c.textContent));
    expect(rows[0]).toEqual(["Summary", "Yes", "What is to be done, in at most 200 characters."]);
    expect(rows.find((r) => r[0] === "Type")?.[2]).toMatch(
      /One of: Master, Non Telco, .*Corrective Maintenance/,
    );
    expect(rows.find((r) => r[0] === "Assignee")?.slice(1)).toEqual([
      "No",
      "A person's e-mail (an active employee of your organisation).",
    ]);
    expect(rows.find((r) => r[0] === "Due date")?.[2]).toMatch(/YYYY-MM-DD, MMM DD, YYYY, DD-MM-YYYY/);
  });

  it("uploads a file, follows the import and then points to Task Operations", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.includes("/Bulk/Import")) return json({ StatusCode: 0, StatusMessage: "", JobId: 9 });
      if (url.includes("/Bulk/GetImportJob")) return json(done);
      return json({}, 404);
    });
    const { user } = show([TASKS, BULK]);
    await user.click(screen.getByRole("button", { name: "Import from a file" }));
    const dialog = screen.getByRole("dialog", { name: "Import work orders from a file" });
    await user.upload(
      within(dialog).getByLabelText("Import file"),
      new File(["Summary,Type\n"], "work.csv", { type: "text/csv" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await within(dialog).findByText("2 work orders imported.")).toBeTruthy();
    expect(fetchMock.mock.calls.find(([u]) => u.includes("/Bulk/Import"))![0]).toContain("ImportKind=3");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.getByText("The new work orders are in Task Operations.")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Open Task Operations" }));
    expect(await screen.findByRole("button", { name: "Bulk create" })).toBeTruthy();
  });

  it("asks the server for the template", async () => {
    fetchMock.mockResolvedValue(json({ StatusMessage: "Importing work orders needs the right." }, 403));
    const { user } = show([TASKS, BULK]);
    await user.click(screen.getByRole("button", { name: "Download the template" }));
    expect(await screen.findByText("Importing work orders needs the right.")).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toContain("/api/Bulk/GetImportTemplate?ImportKind=3");
  });

  it("offers nothing to a role without the bulk-create right", () => {
    show([TASKS]);
    expect(screen.getByText("Your role cannot create work orders in bulk.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Import from a file" })).toBeNull();
  });
});

describe("the task list's Bulk create button", () => {
  it("shows only with the bulk-create right and opens the page", async () => {
    const without = renderSignedIn(<BulkCreateTasksButton />, { modules: [TASKS], route: "/TaskOperations" });
    expect(screen.queryByRole("button", { name: "Bulk create" })).toBeNull();
    without.unmount();
    const { user } = renderSignedIn(
      <Routes>
        <Route path="/TaskOperations" element={<BulkCreateTasksButton />} />
        <Route path="/bulkTasks" element={<p>bulk page</p>} />
      </Routes>,
      { modules: [TASKS, BULK], route: "/TaskOperations" },
    );
    await user.click(screen.getByRole("button", { name: "Bulk create" }));
    expect(screen.getByText("bulk page")).toBeTruthy();
  });
});
