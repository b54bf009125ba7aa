import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { TaskListRow } from "@fieldstead/domain";
import { theme } from "../../../app/theme.ts";
import { cssRgb } from "../../../test/css-colour.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { ASSIGNEE_COLOURS, createAssigneePalette } from "./assignee-palette.ts";
import { taskColumns } from "./task-columns.tsx";
import { TASK } from "./task-test-data.ts";

const cellOf = (colId: keyof TaskListRow, row: TaskListRow, palette = createAssigneePalette()) => {
  const column = taskColumns(palette).find((c) => c.colId === colId)!;
  return renderUi(<div data-testid="cell">{column.renderCell!(row)}</div>);
};

describe("the task list's cells", () => {
  it("marks an overdue due date in red", () => {
    cellOf("DueDate", { ...TASK, IsOverdue: true });
    const due = screen.getByText("Nov 21, 2026 · Overdue");
    expect(getComputedStyle(due).color).toBe(cssRgb(theme.palette.error.main));
  });

  it("shows a due date not yet passed plainly", () => {
    cellOf("DueDate", TASK);
    expect(screen.getByTestId("cell").textContent).toBe("Nov 21, 2026");
    expect(screen.queryByText(/Overdue/)).toBeNull();
  });

  it("colours the assignees in turn as they first appear, a repeat keeping its colour", () => {
    const palette = createAssigneePalette();
    palette.observe([41, 7, 41, null], true);
    palette.observe([3, 7, 9, 12, 15, 18, 21, 33], false);
    expect([41, 7, 3, 9, 33].map(palette.colourOf)).toEqual([
      ASSIGNEE_COLOURS[0],
      ASSIGNEE_COLOURS[1],
      ASSIGNEE_COLOURS[2],
      ASSIGNEE_COLOURS[3],
      ASSIGNEE_COLOURS[0],
    ]);
    expect(new Set(ASSIGNEE_COLOURS).size).toBe(8);
    cellOf("AssigneeName", { ...TASK, AssigneeId: 7, AssigneeName: "Marcus Reyes" }, palette);
    expect(getComputedStyle(screen.getByText("Marcus Reyes")).color).toBe(cssRgb(ASSIGNEE_COLOURS[1]));
  });

  it("starts the hand-out again with a view's first page", () => {
    const palette = createAssigneePalette();
    palette.observe([41, 7], true);
    palette.observe([7], true);
    expect([7, 41].map(palette.colourOf)).toEqual([ASSIGNEE_COLOURS[0], "inherit"]);
  });
});
