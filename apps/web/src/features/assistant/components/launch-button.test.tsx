import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderUi } from "../../../test/render-ui.tsx";
import { LAUNCH_POSITION_KEY } from "../hooks/launch-position.ts";
import { LaunchButton } from "./launch-button.tsx";

const show = () => {
  const onOpen = vi.fn();
  const view = renderUi(<LaunchButton assistantName="Athena" onOpen={onOpen} />);
  const button = screen.getByRole("button", { name: "Open Athena" });
  /** Presses at x = 900, moves the pointer by `dx` and lets go. */
  const pressAndMove = (dx: number) =>
    view.user.pointer([
      { keys: "[MouseLeft>]", target: button, coords: { clientX: 900, clientY: 700 } },
      { target: button, coords: { clientX: 900 + dx, clientY: 700 } },
      { keys: "[/MouseLeft]", target: button, coords: { clientX: 900 + dx, clientY: 700 } },
    ]);
  const right = () => getComputedStyle(button).right;
  return { ...view, onOpen, button, pressAndMove, right };
};

afterEach(() => sessionStorage.clear());

describe("the launch button", () => {
  it("sits 78 px from the right edge at first", () => {
    expect(show().right()).toBe("78px");
  });

  it.each([0, 4, -4])("opens the panel when the press moves %i px (under the 5 px threshold)", async (dx) => {
    const { pressAndMove, onOpen, right } = show();
    await pressAndMove(dx);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(right()).toBe("78px");
  });

  it("is dragged sideways, without opening, by a move of 5 px or more, and keeps its place for the tab", async () => {
    const first = show();
    await first.pressAndMove(-50);
    expect(first.onOpen).not.toHaveBeenCalled();
    expect(first.right()).toBe("128px");
    await first.pressAndMove(5);
    expect(first.onOpen).not.toHaveBeenCalled();
    expect(first.right()).toBe("123px");
    expect(sessionStorage.getItem(LAUNCH_POSITION_KEY)).toBe("123");

    first.unmount();
    expect(show().right()).toBe("123px");
  });

  it("stays inside the window however far it is dragged", async () => {
    const { pressAndMove, right } = show();
    await pressAndMove(-5000);
    // jsdom's window is 1024 px wide: 1024 - 56 (the button) - 8.
    expect(right()).toBe("960px");
    await pressAndMove(5000);
    expect(right()).toBe("8px");
  });

  it("opens from the keyboard", async () => {
    const { user, button, onOpen } = show();
    button.focus();
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
