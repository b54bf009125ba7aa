import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { screen, waitFor, within } from "@testing-library/react";
import { renderSignedIn } from "../../../test/session-fixtures.tsx";
import { HelpCentrePage } from "./help-centre-page.tsx";
import { ARTICLES, ASSISTANT_NAME, CLIENT_CONFIG, json, listenToAssistantBus } from "./help-test-data.ts";

const askedOf = listenToAssistantBus();

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
let showsChatBot = true;

const show = (route = "/help") =>
  renderSignedIn(
    <Routes>
      <Route path="/help/*" element={<HelpCentrePage />} />
    </Routes>,
    { route },
  );
const groupNames = async () =>
  (await screen.findAllByRole("heading", { level: 2 })).map((h) => h.textContent);
const linksOf = (groupName: RegExp) =>
  within(screen.getByRole("list", { name: groupName }))
    .getAllByRole("link")
    .map((l) => [l.textContent, l.getAttribute("href")]);
const search = () => screen.getByRole("searchbox", { name: "Search help articles" });

beforeEach(() => {
  showsChatBot = true;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith("/api/help/articles")) return json(ARTICLES);
    if (url.endsWith("/shared/GetClientConfig")) return json(CLIENT_CONFIG);
    if (url.endsWith("/GetLandingPageModulesByRole")) return json({ Modules: [], ShowChatBot: showsChatBot });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the help centre", () => {
  it("lists every article under its category, basics first, each a link to the article", async () => {
    show();
    expect(await groupNames()).toEqual(["Getting around (1)", "Assets and warehouse (2)", "Leases (1)"]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Help Centre");
    expect(linksOf(/^Assets and warehouse/)).toEqual([
      ["Configure asset categories", "/help/configure-asset-categories"],
      ["Move an asset", "/help/move-an-asset"],
    ]);
    expect(screen.getByText("4 articles")).toBeTruthy();
  });

  it("filters as one types, by title and by keyword, ignoring case; every word must match", async () => {
    const { user } = show();
    await screen.findByText("4 articles");
    await user.type(search(), "ASSET categ");
    expect(await groupNames()).toEqual(["Assets and warehouse (1)"]);
    expect(linksOf(/^Assets and warehouse/)).toEqual([
      ["Configure asset categories", "/help/configure-asset-categories"],
    ]);
    expect(screen.getByText("1 of 4 articles")).toBeTruthy();

    await user.clear(search());
    await user.type(search(), "tenancy");
    expect(await groupNames()).toEqual(["Leases (1)"]);

    await user.clear(search());
    await user.type(search(), "tenancy asset");
    expect(await screen.findByText('No articles match "tenancy asset".')).toBeTruthy();
    expect(screen.queryAllByRole("heading", { level: 2 })).toHaveLength(0);
  });

  it("offers to ask the assistant, by its configured name, what no article matches", async () => {
    const { user } = show();
    await screen.findByText("4 articles");
    await user.type(search(), "  recharge a forklift ");
    await screen.findByText('No articles match "recharge a forklift".');
    await user.click(await screen.findByRole("button", { name: `Ask ${ASSISTANT_NAME}` }));
    expect(askedOf).toHaveBeenCalledExactlyOnceWith({ question: "recharge a forklift" });
  });

  it("offers no Ask button when the organisation has the assistant turned off", async () => {
    showsChatBot = false;
    const { user } = show();
    await screen.findByText("4 articles");
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u.endsWith("ByRole"))).toBe(true));
    await user.type(search(), "forklift");
    await screen.findByText('No articles match "forklift".');
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Ask / })).toBeNull());
  });

  it("opens with the search of the address typed in", async () => {
    show("/help?q=lease");
    expect(await groupNames()).toEqual(["Leases (1)"]);
    expect((search() as HTMLInputElement).value).toBe("lease");
  });

  it("says so when the articles cannot be read", async () => {
    fetchMock.mockImplementation(async (url) =>
      url.endsWith("/api/help/articles") ? json({ StatusMessage: "Database unavailable" }, 503) : json({}),
    );
    show();
    expect(
      await screen.findByText("The help articles could not be loaded: Database unavailable"),
    ).toBeTruthy();
  });
});
