import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { EMBED_MESSAGE_TYPE, type DashboardLink } from "@fieldstead/domain";

/** What a stub dashboard page does: report ready or an error, say nothing, or never arrive. */
export type StubFrame = "ready" | "error" | "silent" | "abort";

export type CarouselStubs = {
  /** How many times the page asked for the carousel list. */
  listCalls: () => number;
  /** The next answers of the list call: these links, or a server failure. */
  answerList: (links: readonly DashboardLink[] | "fail") => void;
  /** How the stub page `name` behaves from now on. */
  setFrame: (name: string, behaviour: StubFrame) => void;
  /** Holds every stub page's answer until the returned function is called. */
  holdFrames: () => () => void;
};

const LIST_PATH = "/api/project/GetDashBoardLinksForCarousel";
const STUB_PREFIX = "/embed/dashboard/stub-";

/** The address of a stub dashboard page, inside the product's embed path (the product's own origin). */
export const stubAddress = (baseUrl: string, name: string, version = 1): string =>
  `${baseUrl}${STUB_PREFIX}${name}?v=${version}`;

/** A small page standing in for an embedded dashboard: it tells the carousel its state as the real one does. */
const stubPage = (name: string, behaviour: StubFrame): string => {
  const message = JSON.stringify({ type: EMBED_MESSAGE_TYPE, state: behaviour });
  const report = behaviour === "silent" ? "" : `<script>parent.postMessage(${message}, "*");</script>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Stub ${name}</title></head>
<body style="margin:0;height:100vh;display:grid;place-items:center;font:32px system-ui;background:#e0f2fe">
${report}<h1>Stub dashboard ${name}</h1></body></html>`;
};

/**
 * Routes the carousel list call to a fixed list and the stub pages' addresses to pages served by the test,
 * so the carousel can be driven without the server's dashboards.
 */
export const routeCarousel = async (
  page: Page | BrowserContext,
  links: readonly DashboardLink[] | "fail",
): Promise<CarouselStubs> => {
  let list = links;
  let calls = 0;
  const behaviours = new Map<string, StubFrame>();
  let gate: Promise<void> | null = null;
  await page.route(
    (url) => url.pathname === LIST_PATH,
    async (route) => {
      calls++;
      if (list === "fail")
        return route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ StatusCode: 8, StatusMessage: "The carousel list could not be read." }),
        });
      return route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ DashboardLinks: list }),
      });
    },
  );
  await page.route(
    (url) => url.pathname.startsWith(STUB_PREFIX),
    async (route) => {
      if (gate) await gate;
      const name = new URL(route.request().url()).pathname.slice(STUB_PREFIX.length);
      const behaviour = behaviours.get(name) ?? "ready";
      if (behaviour === "abort") return route.abort("connectionrefused");
      return route.fulfill({ contentType: "text/html; charset=utf-8", body: stubPage(name, behaviour) });
    },
  );
  return {
    listCalls: () => calls,
    answerList: (next) => {
      list = next;
    },
    setFrame: (name, behaviour) => behaviours.set(name, behaviour),
    holdFrames: () => {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
};

/** The page's JavaScript heap in use after a full collection (the page and its same-origin frames). */
export const usedHeap = async (cdp: CDPSession): Promise<number> => {
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize;
};
