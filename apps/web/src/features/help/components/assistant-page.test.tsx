import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { screen, waitFor } from "@testing-library/react";
import { ASSISTANT_POPUP_SUGGESTIONS } from "@fieldstead/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderUi } from "../../../test/render-ui.tsx";
import { renderSignedIn, signedInSession, testQueryClient } from "../../../test/session-fixtures.tsx";
import { SessionContext } from "../../auth/index.ts";
import { AssistantPage } from "./assistant-page.tsx";
import { ASSISTANT_NAME, CLIENT_CONFIG, json, listenToAssistantBus } from "./help-test-data.ts";

const askedOf = listenToAssistantBus();

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
let showsChatBot = true;

const PAGE = (
  <Routes>
    <Route path="/gen-ai" element={<AssistantPage />} />
    <Route path="/help" element={<p>The Help Centre</p>} />
  </Routes>
);
const show = () => renderSignedIn(PAGE, { route: "/gen-ai" });
const questionBox = () => screen.getByRole("textbox", { name: "Your question" });

beforeEach(() => {
  showsChatBot = true;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith("/shared/GetClientConfig")) return json(CLIENT_CONFIG);
    if (url.endsWith("/GetLandingPageModulesByRole")) return json({ Modules: [], ShowChatBot: showsChatBot });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the AI Assistant page", () => {
  it("explains the assistant by its configured name and opens its panel once on arrival", async () => {
    // Development renders run effects twice: the panel still opens once.
    renderSignedIn(<StrictMode>{PAGE}</StrictMode>, { route: "/gen-ai" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("AI Assistant");
    expect(
      await screen.findByText(new RegExp(`^${ASSISTANT_NAME} answers questions about using Fieldstead`)),
    ).toBeTruthy();
    expect(askedOf).toHaveBeenCalledExactlyOnceWith({});
  });

  it("hands a typed question to the assistant, and empties the box", async () => {
    const { user } = show();
    const ask = screen.getByRole("button", { name: "Ask" }) as HTMLButtonElement;
    expect(ask.disabled).toBe(true);
    await user.type(questionBox(), "   ");
    expect(ask.disabled).toBe(true);
    await user.type(questionBox(), "How do I renew a lease? ");
    expect(ask.disabled).toBe(false);
    await user.click(ask);
    expect(askedOf).toHaveBeenLastCalledWith({ question: "How do I renew a lease?" });
    expect((questionBox() as HTMLTextAreaElement).value).toBe("");
  });

  it("asks with Enter, and starts a new line with Shift+Enter", async () => {
    const { user } = show();
    await user.type(questionBox(), "Where are work orders?{Shift>}{Enter}{/Shift}Which list?");
    // Only the panel's opening on arrival so far: the new line asked nothing.
    expect(askedOf).toHaveBeenCalledExactlyOnceWith({});
    await user.type(questionBox(), "{Enter}");
    expect(askedOf).toHaveBeenLastCalledWith({ question: "Where are work orders?\nWhich list?" });
  });

  it("asks each suggested question with a click", async () => {
    const { user } = show();
    expect(ASSISTANT_POPUP_SUGGESTIONS).toHaveLength(3);
    for (const suggestion of ASSISTANT_POPUP_SUGGESTIONS) {
      await user.click(screen.getByRole("button", { name: suggestion }));
      expect(askedOf).toHaveBeenLastCalledWith({ question: suggestion });
    }
  });

  it("links to the Help Centre", async () => {
    const { user } = show();
    await user.click(screen.getByRole("link", { name: "Browse the Help Centre" }));
    expect(await screen.findByText("The Help Centre")).toBeTruthy();
  });

  it("says the assistant is off when the organisation has turned it off, with no question box", async () => {
    showsChatBot = false;
    show();
    expect(await screen.findByText(`${ASSISTANT_NAME} is not turned on for your organisation.`)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Your question" })).toBeNull();
  });

  it("asks someone who is not signed in to sign in first", async () => {
    const client = testQueryClient();
    renderUi(PAGE, {
      route: "/gen-ai",
      wrapper: (children) => (
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={{ ...signedInSession(), user: null }}>
            {children}
          </SessionContext.Provider>
        </QueryClientProvider>
      ),
    });
    expect(await screen.findByText(`Sign in to ask ${ASSISTANT_NAME}.`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/user/login?returnUrl=%2Fgen-ai",
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(askedOf).not.toHaveBeenCalled();
  });
});
