import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderUi } from "../../../test/render-ui.tsx";
import type { ExpiryReason } from "../session-expiry.ts";
import { SessionExpiredDialog } from "./session-expired-dialog.tsx";

describe("the session-expired dialog", () => {
  it.each<[ExpiryReason | null, string, string]>([
    ["inactivity", "Session Expired!", "Your session has expired due to inactivity."],
    ["unauthorised", "Session Expired", "Your session has expired. Please sign in again to continue."],
    [null, "Session Expired", "You have been logged out due to inactivity."],
  ])("after %s reads '%s' / '%s'", (reason, title, message) => {
    renderUi(<SessionExpiredDialog reason={reason} onSignInAgain={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: title, description: message });
    // The way out has the focus, so Enter signs in again.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Sign In Again" }));
  });

  it("stays open on Escape and on a click outside", async () => {
    const onSignInAgain = vi.fn();
    const { user } = renderUi(<SessionExpiredDialog reason="inactivity" onSignInAgain={onSignInAgain} />);
    await user.keyboard("{Escape}");
    await user.click(document.querySelector(".MuiBackdrop-root")!);
    expect(screen.getByRole("dialog", { name: "Session Expired!" })).toBeTruthy();
    expect(onSignInAgain).not.toHaveBeenCalled();
  });

  it.each(["Sign In Again", "Close"])("'%s' asks for sign-in again", async (button) => {
    const onSignInAgain = vi.fn();
    const { user } = renderUi(<SessionExpiredDialog reason="unauthorised" onSignInAgain={onSignInAgain} />);
    await user.click(screen.getByRole("button", { name: button }));
    expect(onSignInAgain).toHaveBeenCalledTimes(1);
  });
});
