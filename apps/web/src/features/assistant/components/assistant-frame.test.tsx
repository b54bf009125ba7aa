import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ASSISTANT_STORAGE } from "@fieldstead/domain";
import { openAssistant } from "../../../lib/assistant-bus.ts";
import {
  askedChat,
  CHAT_ID,
  dropWaitingOpenRequest,
  fakeChat,
  renderFrame,
} from "./assistant-frame-test-data.tsx";

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const panel = () => screen.queryByRole("dialog", { name: "Athena" });
const button = (name: string) => within(panel()!).getByRole("button", { name });
const openPanel = async (user: ReturnType<typeof renderFrame>["user"]) => {
  await user.click(screen.getByRole("button", { name: "Open Athena" }));
  return screen.findByRole("dialog", { name: "Athena" });
};
const BUBBLE = "Athena has answered your question";

beforeEach(() => {
  dropWaitingOpenRequest();
  localStorage.setItem(ASSISTANT_STORAGE.showPopup, "false");
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the chat panel's title bar", () => {
  it("names the assistant, marks it Beta, and the minus button minimises it", async () => {
    const { user } = renderFrame();
    const opened = await openPanel(user);
    expect(within(opened).getByRole("heading", { name: "Athena" })).toBeTruthy();
    expect(within(opened).getByText("Beta")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Open Athena" })).toBeNull();

    await user.click(button("Minimise"));
    await waitFor(() => expect(panel()).toBeNull());
    expect(screen.getByRole("button", { name: "Open Athena" })).toBeTruthy();
  });

  it("clears the conversation only once the clear is confirmed", async () => {
    const chat = askedChat("complete");
    const { user } = renderFrame(chat);
    await openPanel(user);

    await user.click(button("Clear conversation"));
    const confirm = screen.getByRole("alertdialog", { name: "Clear conversation?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(chat.reset).not.toHaveBeenCalled();

    await user.click(button("Clear conversation"));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Clear" }));
    expect(chat.reset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(panel()).not.toBeNull();
  });

  it("starts a new chat at once, and offers neither on an empty conversation", async () => {
    const chat = askedChat("complete");
    const { user, setChat } = renderFrame(chat);
    await openPanel(user);
    await user.click(button("New chat"));
    expect(chat.reset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();

    setChat(fakeChat());
    expect((button("New chat") as HTMLButtonElement).disabled).toBe(true);
    expect((button("Clear conversation") as HTMLButtonElement).disabled).toBe(true);
  });

  it("opens a chat picked from the history and closes the history", async () => {
    vi.stubGlobal("fetch", async () =>
      json({ chats: [{ chat_id: CHAT_ID, title: "Locations", timestamp: "2026-01-05T10:00:00Z" }] }),
    );
    const chat = fakeChat();
    const { user } = renderFrame(chat);
    await openPanel(user);
    await user.click(button("Chat history"));
    const history = screen.getByRole("region", { name: "Chat history" });
    await user.click(await within(history).findByRole("button", { name: /^Locations/ }));
    expect(chat.openHistoryChat).toHaveBeenCalledWith(CHAT_ID);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Chat history" })).toBeNull());
  });
});

describe("opening the assistant from elsewhere in the portal", () => {
  it("opens the panel, and with a question starts a new chat that asks it", async () => {
    const chat = askedChat("complete");
    renderFrame(chat);
    act(() => openAssistant());
    expect(await screen.findByRole("dialog", { name: "Athena" })).toBeTruthy();
    expect(chat.reset).not.toHaveBeenCalled();

    act(() => openAssistant({ question: "  How do I upload a file?  " }));
    expect(chat.reset).toHaveBeenCalledTimes(1);
    expect(chat.send).toHaveBeenCalledWith("How do I upload a file?");
    expect(vi.mocked(chat.reset).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(chat.send).mock.invocationCallOrder[0]!,
    );
  });
});

describe("the notification bubble", () => {
  it("says an answer arrived while the panel was minimised, and goes after 3 s", () => {
    vi.useFakeTimers();
    const { setChat } = renderFrame(askedChat("typing"));
    setChat(askedChat("streaming"));
    setChat(askedChat("complete"));
    expect(screen.getByRole("button", { name: BUBBLE })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.queryByRole("button", { name: BUBBLE })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("button", { name: BUBBLE })).toBeNull();
  });

  it("opens the panel when clicked", async () => {
    const { setChat } = renderFrame(askedChat("streaming"));
    setChat(askedChat("complete"));
    fireEvent.click(screen.getByRole("button", { name: BUBBLE }));
    expect(await screen.findByRole("dialog", { name: "Athena" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: BUBBLE })).toBeNull();
  });

  it("does not show for an answer read with the panel open, nor for a failed answer", async () => {
    const first = renderFrame(askedChat("streaming"));
    first.setChat(askedChat("error"));
    expect(screen.queryByRole("button", { name: BUBBLE })).toBeNull();
    first.unmount();

    const { user, setChat } = renderFrame(askedChat("streaming"));
    await openPanel(user);
    setChat(askedChat("complete"));
    await user.click(button("Minimise"));
    await waitFor(() => expect(panel()).toBeNull());
    expect(screen.queryByRole("button", { name: BUBBLE })).toBeNull();
  });
});
