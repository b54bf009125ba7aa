import { afterEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import { launchMobileBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

describe("small things a technician notices on a phone", () => {
  let browser: TestBrowser;
  afterEach(() => browser?.close());

  it("keeps page headings whole: 'Documents' is one line beside its Download Center button", async () => {
    browser = await launchMobileBrowser(baseUrl);
    const { page } = browser;
    await signIn(page, "tech@acme.example");
    await visit(page, `${baseUrl}/DocumentManagement`);
    await expectHeading(page, "Documents");
    const heading = page.getByRole("heading", { name: "Documents", level: 1 });
    const lines = await heading.evaluate((el) => {
      const view = el.ownerDocument.defaultView as unknown as {
        getComputedStyle(e: unknown): { lineHeight: string };
      };
      return el.getBoundingClientRect().height / parseFloat(view.getComputedStyle(el).lineHeight);
    });
    expect(lines).toBeLessThan(1.5);
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  });

  it("opens a page by its address without the router's hydration warning", async () => {
    browser = await launchMobileBrowser(baseUrl);
    const { page } = browser;
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
    });
    await signIn(page, "tech@acme.example");
    await visit(page, `${baseUrl}/TaskOperations`);
    await expectHeading(page, "Task Operations");
    await page.reload();
    await expectHeading(page, "Task Operations");
    expect(warnings.filter((w) => w.includes("HydrateFallback"))).toEqual([]);
  });
});
