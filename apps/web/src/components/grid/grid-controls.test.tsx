import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderUi } from "../../test/render-ui.tsx";
import { ColumnChooser } from "./column-chooser.tsx";
import { EMPTY_FILTERED_TEXT, EMPTY_TEXT, GridOverlay } from "./grid-overlay.tsx";
import { rowCountText } from "./grid-toolbar.tsx";
import { SaveViewDialog } from "./save-view-dialog.tsx";
import { SavedViewsMenu } from "./saved-views-menu.tsx";

describe("the column chooser", () => {
  const columns = [
    { colId: "Tag", header: "Asset tag", isVisible: true },
    { colId: "Serial", header: "Serial number", isVisible: false },
  ];

  it("ticks the shown columns and asks to show or hide the one chosen", async () => {
    const onVisibleChange = vi.fn();
    const { user } = renderUi(<ColumnChooser columns={columns} onVisibleChange={onVisibleChange} />);
    await user.click(screen.getByRole("button", { name: "Columns" }));
    const serial = screen.getByRole("menuitemcheckbox", { name: "Serial number" });
    expect(serial.getAttribute("aria-checked")).toBe("false");
    await user.click(serial);
    expect(onVisibleChange).toHaveBeenCalledWith("Serial", true);
  });

  it("does not let the last visible column be hidden", async () => {
    const onVisibleChange = vi.fn();
    const { user } = renderUi(<ColumnChooser columns={columns} onVisibleChange={onVisibleChange} />);
    await user.click(screen.getByRole("button", { name: "Columns" }));
    const tag = screen.getByRole("menuitemcheckbox", { name: "Asset tag" });
    expect(tag.getAttribute("aria-disabled")).toBe("true");
  });
});

describe("the views menu", () => {
  const props = {
    views: [
      { name: "HVAC", isDefault: true },
      { name: "Retired", isDefault: false },
    ],
    isLoading: false,
    hasLoadError: false,
    onApply: vi.fn(),
    onApplyStandard: vi.fn(),
    onSaveCurrent: vi.fn(),
    onDelete: vi.fn(),
  };

  it("offers the standard view and the saved ones, and says which opens with the list", async () => {
    const onApply = vi.fn();
    const { user } = renderUi(<SavedViewsMenu {...props} activeName={null} onApply={onApply} />);
    await user.click(screen.getByRole("button", { name: "Views" }));
    const menu = screen.getByRole("menu", { name: "Views" });
    expect(within(menu).getByRole("menuitem", { name: /HVAC/ }).textContent).toContain("Opens with the list");
    expect(within(menu).queryByRole("menuitem", { name: /Delete view/ })).toBeNull();
    await user.click(within(menu).getByRole("menuitem", { name: "Retired" }));
    expect(onApply).toHaveBeenCalledWith("Retired");
  });

  it("deletes the view on screen, and only that one", async () => {
    const onDelete = vi.fn();
    const { user } = renderUi(<SavedViewsMenu {...props} activeName="Retired" onDelete={onDelete} />);
    await user.click(screen.getByRole("button", { name: "Views" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete view 'Retired'" }));
    expect(onDelete).toHaveBeenCalledWith("Retired");
  });

  it("says when the saved views could not be loaded", async () => {
    const { user } = renderUi(<SavedViewsMenu {...props} views={[]} activeName={null} hasLoadError />);
    await user.click(screen.getByRole("button", { name: "Views" }));
    expect(screen.getByText("Saved views could not be loaded.")).toBeTruthy();
  });
});

describe("saving a view", () => {
  const renderDialog = (onSave = vi.fn()) =>
    renderUi(
      <SaveViewDialog isOpen existingNames={["HVAC"]} isSaving={false} onSave={onSave} onClose={vi.fn()} />,
    );

  it("needs a name", async () => {
    const onSave = vi.fn();
    const { user } = renderDialog(onSave);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Give the view a name.")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("warns that an existing name is replaced, and saves the trimmed name and the default choice", async () => {
    const onSave = vi.fn();
    const { user } = renderDialog(onSave);
    await user.type(screen.getByLabelText("View name"), "  hvac ");
    expect(screen.getByText("A view with this name exists: saving replaces it.")).toBeTruthy();
    await user.click(screen.getByLabelText("Open the list with this view"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith({ name: "hvac", isDefault: true });
  });
});

describe("the grid's states", () => {
  it.each([
    [true, EMPTY_FILTERED_TEXT],
    [false, EMPTY_TEXT],
  ])("an empty list (filtered: %s) says '%s'", (isFiltered, text) => {
    renderUi(<GridOverlay state={{ kind: "loaded", total: 0 }} isFiltered={isFiltered} onRetry={vi.fn()} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("shows nothing over rows once there are some", () => {
    const { container } = renderUi(
      <GridOverlay state={{ kind: "loaded", total: 3 }} isFiltered={false} onRetry={vi.fn()} />,
    );
    expect(container.textContent).toBe("");
  });

  it("says what failed and retries on request", async () => {
    const onRetry = vi.fn();
    const { user } = renderUi(
      <GridOverlay
        state={{ kind: "failed", message: "Server-side error: 500" }}
        isFiltered={false}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "The rows could not be loaded. Server-side error: 500",
    );
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([
    [0, "0 rows"],
    [1, "1 row"],
    [100_000, "100,000 rows"],
  ])("counts %i as '%s'", (total, text) => {
    expect(rowCountText(total)).toBe(text);
  });
});
