import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { ClientConfig } from "@fieldstead/domain";
import { renderSignedIn, SIGNED_IN_USER, testQueryClient } from "../../../test/session-fixtures.tsx";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { ChatPopupButton } from "./chat-popup-button.tsx";

const USER = SIGNED_IN_USER;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

const show = () => {
  const client = testQueryClient();
  client.setQueryData(clientConfigQuery.queryKey, { AssistantName: "Nova" } as ClientConfig);
  return renderSignedIn(
    <>
      <p>Dashboard</p>
      <ChatPopupButton />
    </>,
    { user: USER, client },
  );
};
const chatButton = () => screen.getByRole("button", { name: "Chat with Nova" });
const popup = () => screen.findByRole("dialog", { name: "Nova" });
const popupGone = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

// The popup loads on the first open; loaded once here, each test sees it at once.
beforeAll(async () => {
  await import("./chat-popup.tsx");
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith("/ai/m1/ask")) return json({ answer: "<p>Open the Asset categories page.</p>" });
    if (url.endsWith("/help/oauth-callback-ai")) return json({ status: "success" });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the header chat button", () => {
  it("is named after the assistant and opens the popup chat", async () => {
    const { user } = show();
    expect(chatButton().getAttribute("aria-expanded")).toBe("false");
    await user.click(chatButton());
    const dialog = await popup();
    expect(within(dialog).getByText("Hi there! I'm Nova. How can I assist you today?")).toBeTruthy();
    expect(chatButton().getAttribute("aria-expanded")).toBe("true");
  });

  it("closes on a second click of the button", async () => {
    const { user } = show();
    await user.click(chatButton());
    await popup();
    await user.click(chatButton());
    await popupGone();
    expect(chatButton().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and gives the focus back to the button", async () => {
    const { user } = show();
    await user.click(chatButton());
    await popup();
    await user.keyboard("{Escape}");
    await popupGone();
    expect(document.activeElement).toBe(chatButton());
  });

  it("closes on a click outside it and on its close button", async () => {
    const { user } = show();
    await user.click(chatButton());
    await popup();
    await user.click(screen.getByText("Dashboard"));
    await popupGone();
    await user.click(chatButton());
    await user.click(within(await popup()).getByRole("button", { name: "Close" }));
    await popupGone();
  });

  it("keeps the conversation when the popup is closed and opened again", async () => {
    const { user } = show();
    await user.click(chatButton());
    const dialog = await popup();
    await user.click(within(dialog).getByRole("button", { name: "How do I configure asset categories?" }));
    expect(await within(dialog).findByText("Open the Asset categories page.")).toBeTruthy();
    await user.keyboard("{Escape}");
    await popupGone();

    await user.click(chatButton());
    const reopened = await popup();
    expect(within(reopened).getByText("How do I configure asset categories?")).toBeTruthy();
    expect(within(reopened).getByText("Open the Asset categories page.")).toBeTruthy();
    expect(within(reopened).queryByRole("group", { name: "Suggested questions" })).toBeNull();
  });
});
