import { useRef, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderSignedIn, SIGNED_IN_USER } from "../../../test/session-fixtures.tsx";
import { POPUP_HANDOFF_KEY } from "../hooks/use-chat-popup-handoff.ts";
import { CHAT_POPUP_OPEN_CLASS, ChatPopup } from "./chat-popup.tsx";

const USER = SIGNED_IN_USER;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

type Reply = () => Promise<Response>;
let askReply: Reply;
let handoffReply: Reply;
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.endsWith(path));
const bodyOf = (path: string, index = 0) => JSON.parse(String(calls(path)[index]![1]!.body)) as unknown;

/** The popup as the header shows it: a button outside it opens and closes it. */
const Harness = ({ isInitiallyOpen = true }: { isInitiallyOpen?: boolean }) => {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={anchorRef} type="button" onClick={() => setIsOpen((open) => !open)}>
        Toggle chat
      </button>
      <p>Dashboard</p>
      <ChatPopup
        isOpen={isOpen}
        assistantName="Nova"
        top={60}
        anchorRef={anchorRef}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
};

const show = (isInitiallyOpen = true) =>
  renderSignedIn(<Harness isInitiallyOpen={isInitiallyOpen} />, { user: USER });
const popup = () => screen.getByRole("dialog", { name: "Nova" });
const input = () => within(popup()).getByRole("textbox", { name: "Message" }) as HTMLInputElement;
const sendButton = () => within(popup()).getByRole("button", { name: "Send" }) as HTMLButtonElement;

beforeEach(() => {
  askReply = async () => json({ answer: "<p>Open the Asset categories page.</p>" });
  handoffReply = async () => json({ status: "success" });
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) => {
    if (url.endsWith("/ai/m1/ask")) return askReply();
    if (url.endsWith("/help/oauth-callback-ai")) return handoffReply();
    return Promise.resolve(json({ StatusMessage: "Unexpected call" }, 500));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("the header popup chat", () => {
  it("mounts, takes its open look 10 ms later, and leaves the page 300 ms after closing", () => {
    vi.useFakeTimers();
    show(false);
    const toggle = screen.getByRole("button", { name: "Toggle chat" });
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(toggle);
    expect(popup().classList.contains(CHAT_POPUP_OPEN_CLASS)).toBe(false);
    act(() => vi.advanceTimersByTime(9));
    expect(popup().classList.contains(CHAT_POPUP_OPEN_CLASS)).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(popup().classList.contains(CHAT_POPUP_OPEN_CLASS)).toBe(true);

    fireEvent.click(toggle);
    expect(popup().classList.contains(CHAT_POPUP_OPEN_CLASS)).toBe(false);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("greets with the assistant's name and offers the three suggestions", () => {
    show();
    expect(within(popup()).getByRole("heading", { name: "Nova" })).toBeTruthy();
    expect(within(popup()).getByText("Hi there! I'm Nova. How can I assist you today?")).toBeTruthy();
    const suggestions = within(popup()).getByRole("group", { name: "Suggested questions" });
    expect(
      within(suggestions)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "How do I configure asset categories?",
      "How do I set up asset movement forms?",
      "How do I link tasks to assets and work orders?",
    ]);
    expect(input().placeholder).toBe("Type your message...");
  });

  it("keeps Send disabled until the message has more than spaces", async () => {
    const { user } = show();
    expect(sendButton().disabled).toBe(true);
    await user.type(input(), "   ");
    expect(sendButton().disabled).toBe(true);
    await user.type(input(), "Where are work orders?");
    expect(sendButton().disabled).toBe(false);
    await user.clear(input());
    expect(sendButton().disabled).toBe(true);
  });

  it("asks a suggestion: the suggestions go, the question and a typing indicator show, then the answer", async () => {
    let answer: (response: Response) => void = () => undefined;
    askReply = () => new Promise((resolve) => (answer = resolve));
    const { user } = show();
    await user.click(within(popup()).getByRole("button", { name: "How do I configure asset categories?" }));

    expect(bodyOf("/ai/m1/ask")).toEqual({ question: "How do I configure asset categories?" });
    expect(within(popup()).queryByRole("group", { name: "Suggested questions" })).toBeNull();
    expect(within(popup()).getByText("How do I configure asset categories?")).toBeTruthy();
    expect(within(popup()).getByRole("status", { name: "Nova is typing" })).toBeTruthy();
    expect(input().placeholder).toBe("Processing your request...");
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);

    await act(async () => answer(json({ answer: "<p>Open the Asset categories page.</p>" })));
    expect(await within(popup()).findByText("Open the Asset categories page.")).toBeTruthy();
    expect(within(popup()).queryByRole("status", { name: "Nova is typing" })).toBeNull();
    expect(input().placeholder).toBe("Type your message...");
    expect(input().disabled).toBe(false);
  });

  it("sends the typed question on Enter and empties the line", async () => {
    const { user } = show();
    await user.type(input(), "  How do I change my password?  {Enter}");
    await waitFor(() => expect(calls("/ai/m1/ask")).toHaveLength(1));
    expect(bodyOf("/ai/m1/ask")).toEqual({ question: "How do I change my password?" });
    expect(input().value).toBe("");
    expect(await within(popup()).findByText("Open the Asset categories page.")).toBeTruthy();
  });

  it("shows the answer as formatted HTML, without its scripts or event handlers", async () => {
    askReply = async () =>
      json({
        answer:
          '<h4>Create a category</h4><p>Click <strong>Create category</strong>.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
      });
    const { user } = show();
    await user.type(input(), "categories{Enter}");
    expect(await within(popup()).findByRole("heading", { name: "Create a category" })).toBeTruthy();
    expect(within(popup()).getByText("Create category").tagName).toBe("STRONG");
    expect(popup().querySelector("script")).toBeNull();
    expect(popup().querySelector("[onerror]")).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it.each([
    ["the call fails", () => Promise.resolve(json({ StatusMessage: "Down" }, 500))],
    [
      "the reply is not JSON",
      () => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 200 })),
    ],
  ])("says an error occurred when %s", async (_case, reply) => {
    askReply = reply;
    const { user } = show();
    await user.type(input(), "categories{Enter}");
    expect(await within(popup()).findByText("An error occurred while fetching the response.")).toBeTruthy();
    expect(input().disabled).toBe(false);
  });

  it("says 'No data available' for an empty answer", async () => {
    askReply = async () => json({ answer: "  " });
    const { user } = show();
    await user.type(input(), "something unknown{Enter}");
    const text = await within(popup()).findByText("No data available");
    expect(text.tagName).toBe("P");
  });

  it("hands the sign-in to the help service at the first open of the session only", async () => {
    const { user } = show(false);
    const toggle = screen.getByRole("button", { name: "Toggle chat" });
    await user.click(toggle);
    await waitFor(() => expect(calls("/help/oauth-callback-ai")).toHaveLength(1));
    // The session goes in its cookie: the hand-off sends no token.
    expect(bodyOf("/help/oauth-callback-ai")).toEqual({});
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(toggle);
    await screen.findByRole("dialog", { name: "Nova" });
    expect(calls("/help/oauth-callback-ai")).toHaveLength(1);
    expect(sessionStorage.getItem(POPUP_HANDOFF_KEY)).toBe("true");
  });

  it("only logs a failed hand-off: the popup works as usual", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    handoffReply = async () => json({ status: "error", detail: "refused" }, 403);
    const { user } = show();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("hand-off failed")));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(input(), "categories{Enter}");
    expect(await within(popup()).findByText("Open the Asset categories page.")).toBeTruthy();
    warn.mockRestore();
  });
});
