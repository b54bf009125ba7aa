import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { renderUi } from "../../../test/render-ui.tsx";
import { ASSISTANT_KEEP_OPEN_ATTR } from "../assistant-chat.types.ts";
import { AssistantPanel } from "./assistant-panel.tsx";

const show = () => {
  const onMinimise = vi.fn();
  const view = renderUi(
    <>
      <button type="button">Page button</button>
      {/* Where the feedback pop-ups render: outside the panel, in a portal. */}
      <div {...{ [ASSISTANT_KEEP_OPEN_ATTR]: "true" }}>
        <button type="button">Too generic</button>
      </div>
      <div {...{ [ASSISTANT_KEEP_OPEN_ATTR]: "true" }} data-testid="backdrop" />
      <AssistantPanel isOpen label="Athena" header={<h2>Athena</h2>} onMinimise={onMinimise}>
        <button type="button">Inside the conversation</button>
      </AssistantPanel>
    </>,
  );
  return { ...view, onMinimise };
};

describe("the chat panel", () => {
  it("is minimised by a click outside it", async () => {
    const { user, onMinimise } = show();
    await user.click(screen.getByRole("button", { name: "Page button" }));
    expect(onMinimise).toHaveBeenCalledTimes(1);
  });

  it("stays open for clicks inside it, in the feedback pop-ups and on their backdrops", async () => {
    const { user, onMinimise } = show();
    await user.click(screen.getByRole("button", { name: "Inside the conversation" }));
    await user.click(screen.getByRole("button", { name: "Too generic" }));
    await user.click(screen.getByTestId("backdrop"));
    expect(onMinimise).not.toHaveBeenCalled();
  });

  it("ignores clicks outside once it is minimised", async () => {
    const onMinimise = vi.fn();
    const { user } = renderUi(
      <>
        <button type="button">Page button</button>
        <AssistantPanel isOpen={false} label="Athena" header={null} onMinimise={onMinimise}>
          <p>Conversation</p>
        </AssistantPanel>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Page button" }));
    expect(onMinimise).not.toHaveBeenCalled();
  });

  it("widens from its left edge, never under 400 px nor left of 30% of the window", () => {
    show();
    const edge = screen.getByRole("separator", { name: "Resize chat panel" });
    const panel = screen.getByRole("dialog", { name: "Athena" });
    expect(getComputedStyle(panel).width).toBe("420px");

    fireEvent.pointerDown(edge, { clientX: 580, clientY: 300, pointerId: 1, button: 0 });
    fireEvent.pointerMove(window, { clientX: 480, clientY: 300, pointerId: 1 });
    expect(getComputedStyle(panel).width).toBe("520px");
    // jsdom's window is 1024 px wide: the edge stops at 307 px, 24 px from the right.
    fireEvent.pointerMove(window, { clientX: 0, clientY: 300, pointerId: 1 });
    expect(getComputedStyle(panel).width).toBe("692px");
    fireEvent.pointerMove(window, { clientX: 1000, clientY: 300, pointerId: 1 });
    expect(getComputedStyle(panel).width).toBe("400px");
    fireEvent.pointerUp(window, { clientX: 1000, clientY: 300, pointerId: 1 });

    fireEvent.pointerMove(window, { clientX: 0, clientY: 300, pointerId: 1 });
    expect(getComputedStyle(panel).width).toBe("400px");
  });

  it("resizes both ways from its corner handle, and from the keyboard", () => {
    show();
    const corner = screen.getByRole("separator", { name: "Resize chat panel from the corner" });
    const panel = screen.getByRole("dialog", { name: "Athena" });
    fireEvent.pointerDown(corner, { clientX: 600, clientY: 100, pointerId: 1, button: 0 });
    fireEvent.pointerMove(window, { clientX: 500, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(window, { clientX: 500, clientY: 60, pointerId: 1 });
    expect([getComputedStyle(panel).width, getComputedStyle(panel).height]).toEqual(["520px", "680px"]);

    fireEvent.keyDown(corner, { key: "ArrowLeft" });
    fireEvent.keyDown(corner, { key: "ArrowUp" });
    expect([getComputedStyle(panel).width, getComputedStyle(panel).height]).toEqual(["536px", "696px"]);
  });
});
