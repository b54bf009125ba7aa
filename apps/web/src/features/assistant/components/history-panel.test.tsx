import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import type { ChatSummary } from "@fieldstead/domain";
import { renderUi } from "../../../test/render-ui.tsx";
import { testQueryClient } from "../../../test/session-fixtures.tsx";
import { HistoryPanel } from "./history-panel.tsx";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

// Noon in Denver (MDT, UTC-6) on 10 March 2026.
const NOW = new Date("2026-03-10T18:00:00Z");
const CHATS: ChatSummary[] = [
  { chat_id: "c1", title: "How do I move an asset?", timestamp: "2026-03-10T15:05:00Z" },
  { chat_id: "c2", title: "Leases", timestamp: "2026-03-09T20:30:00Z" },
  { chat_id: "c3", title: "", timestamp: "2026-02-01T12:00:00Z" },
];

const show = (reply: () => Promise<Response>) => {
  fetchMock.mockImplementation(reply);
  const onSelect = vi.fn();
  const view = renderUi(
    <HistoryPanel
      isOpen
      model="Fieldstead Help"
      currentChatId={null}
      onSelect={onSelect}
      onClose={() => undefined}
    />,
    {
      wrapper: (children) => <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>,
    },
  );
  return { ...view, onSelect };
};
const history = () => screen.getByRole("region", { name: "Chat history" });
/** Each group's heading and its items' visible text, in order. */
const listed = () =>
  [...history().querySelectorAll("li, [role=button]")].map((el) =>
    el.tagName === "LI"
      ? `# ${el.textContent}`
      : [...el.querySelectorAll("p, span")].map((t) => t.textContent).join(" | "),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the chat history", () => {
  it("asks for the latest 20 chats and groups them by day, with times for today and yesterday", async () => {
    show(async () => json({ chats: CHATS }));
    await screen.findByRole("button", { name: "Leases, 2:30 PM" });
    expect(listed()).toEqual([
      "# Today",
      "How do I move an asset? | 9:05 AM",
      "# Yesterday",
      "Leases | 2:30 PM",
      "# All Chats",
      "Untitled Chat | Feb 1",
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(["/api/assistant/chat-history", "POST"]);
    expect(JSON.parse(String(init?.body))).toEqual({ limit: 20, model: "Fieldstead Help", summary: true });
  });

  it("shows a long title in full in a tooltip, and none for a short one", async () => {
    const { user } = show(async () => json({ chats: CHATS }));
    const longTitle = await within(history()).findByText("How do I move an asset?", { selector: "p" });
    await user.hover(longTitle);
    await waitFor(() => expect(screen.getByRole("tooltip").textContent).toBe("How do I move an asset?"));
    await user.unhover(longTitle);
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());

    await user.hover(screen.getByText("Leases"));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("searches the titles, ignoring case, and says when nothing matches", async () => {
    const { user } = show(async () => json({ chats: CHATS }));
    const search = await screen.findByRole("textbox", { name: "Search chat history" });
    await screen.findByText("Leases");
    await user.type(search, "LEASE");
    expect(listed()).toEqual(["# Yesterday", "Leases | 2:30 PM"]);

    await user.clear(search);
    await user.type(search, "work order");
    const status = within(history()).getByRole("status");
    expect(status.textContent).toBe(
      "No results foundTry adjusting your search terms to find what you're looking for",
    );
  });

  it.each([
    { case: "has no chats", reply: async () => json({ chats: [] }) },
    { case: "cannot be loaded", reply: async () => json({ StatusMessage: "Down" }, 500) },
  ])("reads 'No chat history' with its hint when it $case", async ({ reply }) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    show(reply);
    const status = await within(history()).findByRole("status");
    expect(status.textContent).toBe(
      "No chat historyStart a conversation with the assistant to see your chat history here",
    );
    warn.mockRestore();
  });

  it("opens the chat that is clicked", async () => {
    const { user, onSelect } = show(async () => json({ chats: CHATS }));
    await user.click(await screen.findByRole("button", { name: "Leases, 2:30 PM" }));
    expect(onSelect).toHaveBeenCalledWith("c2");
  });
});
