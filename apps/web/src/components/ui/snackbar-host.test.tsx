import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { renderUi } from "../../test/render-ui.tsx";
import { theme } from "../../app/theme.ts";
import { cssRgb } from "../../test/css-colour.ts";
import { showErrorSnackbar, showSnackbar, snackbarStore } from "../../lib/snackbar.ts";
import { SnackbarHost } from "./snackbar-host.tsx";

afterEach(() => act(() => snackbarStore.set([])));

describe("snackbars on screen", () => {
  it("shows a red error snackbar with OK, and OK closes it", async () => {
    const { user } = renderUi(<SnackbarHost />);
    act(() => {
      showErrorSnackbar("Please check your internet connection.", 10_000);
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Please check your internet connection.");
    expect(getComputedStyle(alert).backgroundColor).toBe(cssRgb(theme.palette.error.main));
    await user.click(within(alert).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("Please check your internet connection.")).toBeNull();
  });

  it("shows other snackbars as a status without OK", () => {
    renderUi(<SnackbarHost />);
    act(() => {
      showSnackbar({ message: "Saved", severity: "success" });
    });
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Saved");
    expect(within(status).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows one at a time, the newest; closing it shows the one with OK that waited underneath", async () => {
    const { user } = renderUi(<SnackbarHost />);
    act(() => {
      showSnackbar({ message: "Saved", severity: "success" });
      showErrorSnackbar("Your role has changed.", 60_000);
      showSnackbar({ message: "Copied", durationMs: 50 });
    });
    expect(screen.getByRole("status").textContent).toBe("Copied");
    expect(screen.queryByRole("alert")).toBeNull();
    // Its time is up: the red one that waited shows; the older 'Saved' is gone for good.
    const waited = await screen.findByRole("alert");
    expect(waited.textContent).toBe("Your role has changed.OK");
    expect(screen.queryByText("Saved")).toBeNull();
    act(() => {
      showErrorSnackbar("Could not save.", 60_000);
    });
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Could not save.OK"]);
    await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "OK" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Your role has changed.OK"]);
  });
});
