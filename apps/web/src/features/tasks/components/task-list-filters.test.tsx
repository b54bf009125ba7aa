import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderUi } from "../../../test/render-ui.tsx";
import { TaskListFilters } from "./task-list-filters.tsx";

describe("whose tasks the list shows", () => {
  it("offers all, the caller's own, and those shared with them", async () => {
    const onScopeChange = vi.fn();
    const { user } = renderUi(
      <TaskListFilters
        scope="All"
        dateRange="all"
        onScopeChange={onScopeChange}
        onDateRangeChange={vi.fn()}
      />,
    );
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "All",
      "Assigned to me",
      "Shared with me",
    ]);
    await user.click(screen.getByRole("tab", { name: "Shared with me" }));
    expect(onScopeChange).toHaveBeenCalledWith("Shared");
  });
});
