import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import {
  AccessRightType,
  ModuleId,
  TaskStatus,
  TOP_LEVEL,
  type ListReply,
  type TaskListRow,
} from "@fieldstead/domain";
import { theme } from "../../../app/theme.ts";
import { cssRgb } from "../../../test/css-colour.ts";
import {
  grantedModule,
  renderSignedIn,
  SIGNED_IN_USER,
  testQueryClient,
} from "../../../test/session-fixtures.tsx";
import { myWorkQuery, type MyWork } from "../api/get-my-work.ts";
import { MyWorkSection } from "./my-work-section.tsx";
import { TASK } from "./task-test-data.ts";

const RW = AccessRightType.ReadWrite;
const FIELD_ROLE = [grantedModule(ModuleId.TaskOperations, TOP_LEVEL, RW)];
const PLANNING_ROLE = [...FIELD_ROLE, grantedModule(ModuleId.TaskSchedule, ModuleId.TaskOperations, RW)];

const row = (id: number, summary: string, values: Partial<TaskListRow> = {}): TaskListRow => ({
  ...TASK,
  Id: id,
  WorkOrderNumber: `WO-${id}`,
  Summary: summary,
  ...values,
});
const reply = (rows: TaskListRow[], total = rows.length): ListReply<TaskListRow> => ({
  Rows: rows,
  TotalCount: total,
  NextCursor: null,
});

const OVERDUE = row(1, "Fix the leaking valve", { IsOverdue: true, DueDate: "2026-11-01T17:00:00Z" });
const TODAY = row(2, "Inspect the generator", { StatusId: TaskStatus.InProgress });
const LATER = row(3, "Service the chiller");
const NONE: MyWork = { overdue: reply([]), today: reply([]), others: reply([]) };

/** The dashboard at /dashboard with the caller's work put in beforehand; a card opens /TaskOperations/details/:id. */
const showHome = (work: MyWork, modules = FIELD_ROLE) => {
  const client = testQueryClient();
  client.setQueryData(myWorkQuery(SIGNED_IN_USER.EmployeeId, 8).queryKey, work);
  return renderSignedIn(
    <Routes>
      <Route path="/dashboard" element={<MyWorkSection />} />
      <Route path="/TaskOperations/details/:id" element={<p>Work order page</p>} />
    </Routes>,
    { client, modules, route: "/dashboard" },
  );
};

describe("the home page's own work orders", () => {
  it("shows the overdue first, then today's, then the other open ones, each a card with status and due date", async () => {
    showHome({ overdue: reply([OVERDUE]), today: reply([TODAY, OVERDUE]), others: reply([TODAY, LATER], 2) });
    const section = await screen.findByRole("region", { name: "My work" });
    const parts = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(parts).toEqual(["Overdue · 1", "Today · 1", "Other open work orders · 1"]);
    const overdue = within(screen.getByRole("region", { name: "Overdue" })).getByRole("listitem");
    expect(overdue.textContent).toContain("Fix the leaking valve");
    expect(overdue.textContent).toContain("Assigned to Technician");
    const due = within(overdue).getByText(/Overdue$/);
    expect(due.textContent).toBe("Nov 01, 2026 · Overdue");
    expect(getComputedStyle(due).color).toBe(cssRgb(theme.palette.error.main));
    // A job planned today and overdue is listed once, under Overdue.
    expect(within(screen.getByRole("region", { name: "Today" })).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "All my work orders" }).getAttribute("href")).toBe(
      "/TaskOperations?scope=mine",
    );
  });

  it("opens a work order with one tap on its card", async () => {
    const { user } = showHome({ ...NONE, today: reply([TODAY]), others: reply([TODAY]) });
    await user.click(await screen.findByRole("button", { name: "WO-2 Inspect the generator" }));
    expect(await screen.findByText("Work order page")).toBeTruthy();
  });

  it("tells a field role when no open work order is assigned to them", async () => {
    showHome(NONE);
    expect(await screen.findByText("No open work orders are assigned to you.")).toBeTruthy();
  });

  it("says nothing is overdue or planned for today when only later work is open", async () => {
    showHome({ ...NONE, others: reply([LATER]) });
    expect(await screen.findByText("Nothing is overdue or planned for today.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Other open work orders" })).toBeTruthy();
  });

  it("is shown to a role that plans others' work only when it has open work of its own", async () => {
    const empty = showHome(NONE, PLANNING_ROLE);
    expect(screen.queryByRole("region", { name: "My work" })).toBeNull();
    empty.unmount();
    showHome({ ...NONE, overdue: reply([OVERDUE]) }, PLANNING_ROLE);
    expect(await screen.findByRole("region", { name: "My work" })).toBeTruthy();
  });

  it("is left out for a role without task operations", () => {
    showHome({ ...NONE, overdue: reply([OVERDUE]) }, []);
    expect(screen.queryByRole("region", { name: "My work" })).toBeNull();
  });
});
