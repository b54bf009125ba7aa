import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { ASSISTANT_STORAGE } from "@fieldstead/domain";
import { dropWaitingOpenRequest, fakeChat, renderFrame } from "./assistant-frame-test-data.tsx";

const popup = () => screen.queryByRole("dialog", { name: "Meet Athena Hub" });
const launchButton = () => screen.queryByRole("button", { name: "Open Athena" });
const flag = () => localStorage.getItem(ASSISTANT_STORAGE.showPopup);

beforeEach(() => dropWaitingOpenRequest());
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the welcome popup", () => {
  it("shows once for a new person, in place of the launch button, and never after it is closed", async () => {
    const first = renderFrame();
    expect(popup()).not.toBeNull();
    expect(launchButton()).toBeNull();

    await first.user.click(screen.getByRole("button", { name: "Close" }));
    expect(popup()).toBeNull();
    expect(launchButton()).not.toBeNull();
    expect(flag()).toBe("false");

    first.unmount();
    renderFrame();
    expect(popup()).toBeNull();
    expect(launchButton()).not.toBeNull();
  });

  it("tells the server it was shown, so the person's other browsers do not show it again", async () => {
    const answered = vi.fn(async () => Response.json({ ShowWelcome: false }));
    vi.stubGlobal("fetch", answered);
    try {
      renderFrame();
      expect(popup()).not.toBeNull();
      await waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
      expect(String((answered.mock.calls[0] as unknown[])[0])).toContain("/api/assistant/welcome/shown");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("does not show to a person the server has welcomed already, on a browser that never saw it", () => {
    renderFrame(fakeChat(), { isWelcomeDue: false });
    expect(popup()).toBeNull();
    expect(launchButton()).not.toBeNull();
  });

  it.each([
    { stored: "true", isShown: true },
    { stored: "false", isShown: false },
  ])("shows when ShowAthenaPopup is $stored: $isShown", ({ stored, isShown }) => {
    localStorage.setItem(ASSISTANT_STORAGE.showPopup, stored);
    renderFrame();
    expect(popup() !== null).toBe(isShown);
  });

  it("goes for good after a click outside it", async () => {
    const { user } = renderFrame();
    await user.click(screen.getByRole("button", { name: "Page button" }));
    await waitFor(() => expect(popup()).toBeNull());
    expect(flag()).toBe("false");
  });

  it("goes for good when Escape is pressed in it", async () => {
    const { user } = renderFrame();
    screen.getByRole("button", { name: "Ask me anything" }).focus();
    await user.keyboard("{Escape}");
    expect(popup()).toBeNull();
    expect(flag()).toBe("false");
  });

  it("opens the chat panel with 'Ask me anything', and goes for good", async () => {
    const { user } = renderFrame();
    await user.click(screen.getByRole("button", { name: "Ask me anything" }));
    const panel = await screen.findByRole("dialog", { name: "Athena" });
    expect(panel.textContent).toContain("Conversation stand-in");
    expect(popup()).toBeNull();
    expect(flag()).toBe("false");
  });
});
