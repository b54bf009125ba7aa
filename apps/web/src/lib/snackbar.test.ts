import { beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_SNACKBAR_MS,
  dismissSnackbar,
  showErrorSnackbar,
  showSnackbar,
  snackbarStore,
} from "./snackbar.ts";

describe("snackbars", () => {
  beforeEach(() => snackbarStore.set([]));

  it("last 100 000 ms by default, without OK unless red", () => {
    showSnackbar({ message: "Saved" });
    expect(snackbarStore.get()).toMatchObject([
      { message: "Saved", severity: "info", durationMs: DEFAULT_SNACKBAR_MS, hasOk: false },
    ]);
    expect(DEFAULT_SNACKBAR_MS).toBe(100_000);
  });

  it("red ones carry OK and their own duration", () => {
    showErrorSnackbar("Please check your internet connection.", 10_000);
    expect(snackbarStore.get()).toMatchObject([{ severity: "error", durationMs: 10_000, hasOk: true }]);
  });

  it("show the same message once: the newer replaces the older", () => {
    const first = showErrorSnackbar("Please check your internet connection.", 10_000);
    const second = showErrorSnackbar("Please check your internet connection.", 10_000);
    expect(snackbarStore.get().map((s) => s.id)).toEqual([second]);
    expect(first).not.toBe(second);
  });

  it("are removed by dismissing them", () => {
    const id = showErrorSnackbar("One", 10_000);
    showSnackbar({ message: "Two" });
    dismissSnackbar(id);
    expect(snackbarStore.get().map((s) => s.message)).toEqual(["Two"]);
  });

  it("do not pile up: a newer one replaces older ones without OK, and those with OK wait underneath", () => {
    showSnackbar({ message: "Photo uploaded", severity: "success" });
    showErrorSnackbar("Please check your internet connection.", 10_000);
    showSnackbar({ message: "Saved", severity: "success" });
    showSnackbar({ message: "Copied" });
    expect(snackbarStore.get().map((s) => s.message)).toEqual([
      "Please check your internet connection.",
      "Copied",
    ]);
  });
});
