// Writes the documentation's screenshots (1280×800 unless a shot says otherwise) to docs/screenshots/, from a server started on a fresh
// copy of the demo data: `npm run screenshots`
// (`npm run screenshots -- word …` takes only the shots whose file name holds one of the words).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { closeSharedBrowser, launchBrowser, signIn, visit } from "../e2e/support/browser.ts";
import { ROOT_DIR } from "../e2e/support/repo.ts";
import { ASSISTANT_SHOTS } from "./screenshots-assistant.shots.ts";
import { BILLING_SHOTS } from "./screenshots-billing.shots.ts";
import { SHOTS as PAGE_SHOTS, type Shot } from "./screenshots.shots.ts";
import { startServer } from "../e2e/support/server.ts";
import { ensureWebBuild } from "../e2e/support/web-build.ts";

const OUT_DIR = join(ROOT_DIR, "docs", "screenshots");
const SHOTS: Shot[] = [...PAGE_SHOTS, ...ASSISTANT_SHOTS, ...BILLING_SHOTS];
// Time for web fonts, icons and entrance transitions to settle after the page is ready.
const SETTLE_MS = 600;

const takeShot = async (baseUrl: string, shot: Shot): Promise<string> => {
  const browser = await launchBrowser(baseUrl, shot.viewport ? { viewport: shot.viewport } : {});
  try {
    const { page } = browser;
    if (!shot.showsAssistantWelcome)
      await browser.context.addInitScript("localStorage.setItem('ShowAthenaPopup', 'false')");
    if (shot.email) await signIn(page, shot.email);
    await visit(page, shot.address);
    await shot.isReady(page);
    await page.waitForTimeout(SETTLE_MS);
    const path = join(OUT_DIR, shot.file);
    await page.screenshot({ path, type: "png" });
    return path;
  } finally {
    await browser.close();
  }
};

const main = async (): Promise<void> => {
  const server = await startServer(ensureWebBuild());
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    // `npm run screenshots -- notif` takes only the shots whose file name holds one of the words given.
    const only = process.argv.slice(2);
    const shots = only.length ? SHOTS.filter((shot) => only.some((word) => shot.file.includes(word))) : SHOTS;
    for (const shot of shots) {
      const path = await takeShot(server.url, shot);
      process.stdout.write(`${path}\n`);
    }
  } finally {
    await closeSharedBrowser();
    await server.stop();
  }
};

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
