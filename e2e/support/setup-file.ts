import { afterAll } from "vitest";
import { closeSharedBrowser } from "./browser.ts";

// Every browser test file closes the Chromium its tests shared (e2e/support/browser.ts).
afterAll(closeSharedBrowser);
