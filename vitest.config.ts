import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
          environment: "node",
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.ts"],
          environment: "node",
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "web-components",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup-dom.ts"],
          // One jsdom and one MUI import per worker, not per file (each file resets what it shows): ~2x faster.
          isolate: false,
          sequence: { groupOrder: 0 },
          // Form dialogs type and pick through MUI in jsdom: seconds each when the machine is busy.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each test file opens its own embedded database; two cores are all we have.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One server and one Chromium at a time: the machine has two cores.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
