import { afterEach, beforeEach, vi } from "vitest";
import type { ClientConfig, HelpArticleReply, HelpArticlesReply } from "@fieldstead/domain";
import { onOpenAssistant } from "../../../lib/assistant-bus.ts";

/**
 * What the pages ask of the floating assistant, as it receives it: a listener on the real bus for each test.
 * (A module mock would not do: the component files share one module cache, so the pages would keep the
 * first test file's mock.)
 */
export const listenToAssistantBus = () => {
  const requests = vi.fn<(request: { question?: string }) => void>();
  let stop = () => undefined as void;
  beforeEach(() => {
    stop = onOpenAssistant(requests);
    // A request left waiting by an earlier test file is delivered on subscribing: not this test's.
    requests.mockReset();
  });
  afterEach(() => stop());
  return requests;
};

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A configured assistant name other than the default, so a test sees it is read from the configuration. */
export const ASSISTANT_NAME = "Sage";

export const CLIENT_CONFIG: ClientConfig = {
  CompanyName: "Acme",
  Environment: "development",
  LoggingEnabled: false,
  InfoLogsEnabled: false,
  HelpUrl: "/#/help",
  TermsUrl: "/terms",
  PoliciesUrl: "/policies",
  ContactUsUrl: "https://example.com/contact",
  HelpdeskUrl: "https://example.com/helpdesk",
  AiHelpUrl: "/#/gen-ai",
  AssistantName: ASSISTANT_NAME,
  AssistantModel: "help-1",
};

export const ARTICLES: HelpArticlesReply = {
  articles: [
    {
      slug: "configure-asset-categories",
      title: "Configure asset categories",
      category: "asset",
      keywords: ["category code", "HVAC category"],
    },
    { slug: "create-a-lease", title: "Create a lease", category: "lease", keywords: ["rent", "tenancy"] },
    { slug: "move-an-asset", title: "Move an asset", category: "asset", keywords: ["transfer"] },
    { slug: "sign-in", title: "Sign in", category: "default", keywords: ["password"] },
  ],
};

export const CATEGORIES_ARTICLE: HelpArticleReply = {
  slug: "configure-asset-categories",
  title: "Configure asset categories",
  category: "asset",
  html:
    "<p>Asset categories group the parts of the catalogue.</p><h3>Create a category</h3>" +
    "<ol><li>Open <code>/#/categoryManagement</code>.</li><li>Click <strong>Create category</strong>.</li></ol>" +
    '<h3>Good to know</h3><ul><li>Next steps: <a href="/#/help/move-an-asset">Move an asset</a>.</li></ul>' +
    '<script>document.title = "hacked"</script><img src="x" onerror="document.title = \'hacked\'">',
  related: [
    { slug: "move-an-asset", title: "Move an asset" },
    { slug: "sign-in", title: "Sign in" },
  ],
};

export const MOVE_ARTICLE: HelpArticleReply = {
  slug: "move-an-asset",
  title: "Move an asset",
  category: "asset",
  html: "<p>A move request takes an asset from one place to another.</p><h3>Request a move</h3>",
  related: [],
};
