import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { screen, within } from "@testing-library/react";
import { renderSignedIn } from "../../../test/session-fixtures.tsx";
import { HelpCentrePage } from "./help-centre-page.tsx";
import {
  ARTICLES,
  ASSISTANT_NAME,
  CATEGORIES_ARTICLE,
  CLIENT_CONFIG,
  json,
  MOVE_ARTICLE,
  listenToAssistantBus,
} from "./help-test-data.ts";

const askedOf = listenToAssistantBus();

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const articleCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes("/api/help/article?"));

const show = (slug: string) =>
  renderSignedIn(
    <Routes>
      <Route path="/help/*" element={<HelpCentrePage />} />
    </Routes>,
    { route: `/help/${slug}` },
  );
const body = () => screen.getByRole("article");

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const slug = new URL(url, "http://localhost").searchParams.get("slug");
    if (url.includes("/api/help/article?"))
      return slug === CATEGORIES_ARTICLE.slug
        ? json(CATEGORIES_ARTICLE)
        : slug === MOVE_ARTICLE.slug
          ? json(MOVE_ARTICLE)
          : json({ StatusMessage: "Not found.", error: "NOT_FOUND" }, 404);
    if (url.endsWith("/api/help/articles")) return json(ARTICLES);
    if (url.endsWith("/shared/GetClientConfig")) return json(CLIENT_CONFIG);
    if (url.endsWith("/GetLandingPageModulesByRole")) return json({ Modules: [], ShowChatBot: true });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a help article", () => {
  it("shows its title, breadcrumb, category and formatted text", async () => {
    show("configure-asset-categories");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Configure asset categories");
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Help Centre" }).getAttribute("href")).toBe("/help");
    expect(within(crumbs).getByText("Configure asset categories").getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("Assets and warehouse")).toBeTruthy();
    expect(
      within(body())
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Create a category", "Good to know"]);
    expect(within(body()).getAllByRole("listitem")).toHaveLength(3);
    expect(body().querySelector("code")?.textContent).toBe("/#/categoryManagement");
  });

  it("never puts a script or an event handler of the article into the page", async () => {
    show("configure-asset-categories");
    await screen.findByRole("heading", { level: 1 });
    expect(document.querySelector("script")).toBeNull();
    expect(body().innerHTML).not.toContain("hacked");
    expect(body().querySelector("[onerror]")).toBeNull();
  });

  it("lists the related articles as links, and a link back to the Help Centre", async () => {
    show("configure-asset-categories");
    const related = await screen.findByRole("complementary", { name: "Related articles" });
    expect(
      within(related)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      ["Move an asset", "/help/move-an-asset"],
      ["Sign in", "/help/sign-in"],
    ]);
    expect(screen.getByRole("link", { name: "Back to the Help Centre" }).getAttribute("href")).toBe("/help");
  });

  it("follows a link in the text to another article within the app, at its top", async () => {
    const { user } = show("configure-asset-categories");
    await screen.findByRole("heading", { level: 1, name: "Configure asset categories" });
    const scrolls = vi.mocked(window.scrollTo).mock.calls.length;
    await user.click(within(body()).getByRole("link", { name: "Move an asset" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Move an asset" })).toBeTruthy();
    expect(screen.getByText("A move request takes an asset from one place to another.")).toBeTruthy();
    expect(vi.mocked(window.scrollTo).mock.calls.length).toBeGreaterThan(scrolls);
  });

  it("goes back to the index, where the search typed before is still there", async () => {
    const { user } = show("");
    const search = await screen.findByRole("searchbox", { name: "Search help articles" });
    await user.type(search, "asset categ");
    await user.click(await screen.findByRole("link", { name: "Configure asset categories" }));
    await user.click(await screen.findByRole("link", { name: "Back to the Help Centre" }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Help Centre");
    expect(await screen.findByText("1 of 4 articles")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search help articles" }) as HTMLInputElement).value).toBe(
      "asset categ",
    );
  });

  it("asks the assistant, by its configured name, for someone still stuck", async () => {
    const { user } = show("configure-asset-categories");
    await user.click(await screen.findByRole("button", { name: `Still stuck? Ask ${ASSISTANT_NAME}` }));
    expect(askedOf).toHaveBeenCalledOnce();
    expect(askedOf.mock.calls[0]?.[0]?.question).toBeUndefined();
  });

  it("says an unknown article does not exist, with a way back", async () => {
    show("no-such-article");
    expect(await screen.findByText("This help article does not exist.")).toBeTruthy();
    expect(screen.getByText("Help article not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the Help Centre" }).getAttribute("href")).toBe("/help");
  });

  it("does not ask the server for an address that cannot name an article", async () => {
    show("Not_An_Article");
    expect(await screen.findByText("This help article does not exist.")).toBeTruthy();
    expect(articleCalls()).toHaveLength(0);
  });

  it("shows a spinner while the article loads", async () => {
    let release = () => undefined as void;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) =>
      url.includes("/api/help/article?")
        ? new Promise((resolve) => (release = () => resolve(json(CATEGORIES_ARTICLE))))
        : answer(url, init),
    );
    show("configure-asset-categories");
    expect((await screen.findByRole("status")).textContent).toBe("Loading the article...");
    release();
    expect(await screen.findByRole("heading", { level: 1, name: "Configure asset categories" })).toBeTruthy();
  });
});
