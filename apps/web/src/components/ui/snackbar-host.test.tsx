import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
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

  it("closes a snackbar when its time is up, and OK closes only its own", async () => {
    const { user } = renderUi(<SnackbarHost />);
    act(() => {
      showErrorSnackbar("Your role has changed.", 60_000);
      showSnackbar({ message: "Copied", durationMs: 50 });
      showErrorSnackbar("Could not save.", 60_000);
    });
    await waitFor(() => expect(screen.queryByText("Copied")).toBeNull());
    const alerts = screen.getAllByRole("alert");
    expect(alerts.map((a) => a.textContent)).toEqual(["Your role has changed.OK", "Could not save.OK"]);
    await user.click(within(alerts[1]!).getByRole("button", { name: "OK" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Your role has changed.OK"]);
  });
});
