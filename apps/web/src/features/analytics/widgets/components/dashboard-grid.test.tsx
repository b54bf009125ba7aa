import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderUi } from "../../../../test/render-ui.tsx";
import { WORK_ORDERS } from "../../components/analytics-test-data.ts";
import { DashboardGrid } from "./dashboard-grid.tsx";

const widget = (name: string) => screen.getByRole("region", { name });

describe("a dashboard's widgets", () => {
  it("show each figure in its unit, with its title, note and caption", () => {
    renderUi(<DashboardGrid widgets={WORK_ORDERS.Widgets} />);
    const open = widget("Open Work Orders");
    expect(within(open).getByRole("heading").textContent).toBe("Open Work Orders");
    expect(open.textContent).toContain("Now");
    expect(open.textContent).toContain("1,234");
    expect(open.textContent).toContain("not yet completed");
    expect(widget("Mean Time to Complete").textContent).toContain("3.5 days");
  });

  it("give each chart its figures by category and series, in the widget's unit", async () => {
    renderUi(<DashboardGrid widgets={WORK_ORDERS.Widgets} />);
    const bars = within(widget("Open by Status")).getByRole("table", { name: "Open by Status: figures" });
    expect(
      within(bars)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["CategoryWork orders", "Not Started12", "In Progress5"]);
    const lines = within(widget("Billing by Month")).getByRole("table");
    expect(
      within(lines)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["CategoryDuePaid", "Jan 2026$1,200$1,000", "Feb 2026$900.50$0"]);
    expect(within(widget("By Type")).getByRole("table").textContent).toContain("Corrective62.5%");
    // The chart itself is described for screen readers once the chart library has loaded.
    const chart = await within(widget("Open by Status")).findByRole("img", {}, { timeout: 10_000 });
    expect(chart.getAttribute("aria-label")).toBe("Open by Status: Not Started 12, In Progress 5.");
  });

  it("show a table's rows, numbers in the widget's unit", () => {
    renderUi(<DashboardGrid widgets={WORK_ORDERS.Widgets} />);
    const table = within(widget("Most Open Work")).getByRole("table", { name: "Most Open Work" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["PersonOpen", "Dana Lee1,500", "Unassigned4"]);
  });

  it("say so in a widget without data for the filters, instead of an empty chart", () => {
    renderUi(<DashboardGrid widgets={WORK_ORDERS.Widgets} />);
    const empty = widget("Overdue by Site");
    expect(empty.textContent).toContain("No data for these filters.");
    expect(within(empty).queryByRole("table")).toBeNull();
    expect(within(empty).queryByRole("img")).toBeNull();
  });

  it("list the records behind a figure or a bar when asked, and only where records stand behind it", async () => {
    const onDrill = vi.fn();
    const { user } = renderUi(<DashboardGrid widgets={WORK_ORDERS.Widgets} onDrill={onDrill} />);
    await user.click(screen.getByRole("button", { name: "Open Work Orders: 1,234. Show the records" }));
    expect(onDrill).toHaveBeenLastCalledWith(
      expect.objectContaining({
        drillKey: "open",
        label: "Open Work Orders",
        widget: WORK_ORDERS.Widgets[0],
      }),
    );
    await user.click(within(widget("Open by Status")).getByRole("button", { name: "In Progress" }));
    expect(onDrill).toHaveBeenLastCalledWith(
      expect.objectContaining({ drillKey: "1", label: "In Progress" }),
    );
    expect(within(widget("Mean Time to Complete")).queryByRole("button")).toBeNull();
    expect(within(widget("By Type")).queryByRole("button")).toBeNull();
  });

  it("offer nothing to click where the records cannot be listed (an embedded dashboard)", () => {
    renderUi(<DashboardGrid widgets={WORK_ORDERS.Widgets} />);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
