import { defineConfig } from "vitest/config";

/**
 * Browser tests that run alone, on a server of their own, after the others: five hours of a wall display, and the
 * journeys that change what every sign-in of a demo organisation or account does (a code asked at sign-in, an
 * authenticator app on the shared manager account) — beside other journeys they would stop those signing in.
 */
const E2E_ALONE = [
  "e2e/carousel-endurance.e2e.test.ts",
  "e2e/second-step.e2e.test.ts",
  "e2e/authenticator.e2e.test.ts",
];

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
          environment: "node",
          // Both cores (the default leaves one free).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          // The repository's own rules (the linter's boundaries).
          name: "tooling",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.ts"],
          environment: "node",
          maxWorkers: 2,
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
          maxWorkers: 2,
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
          // A worker imports the server once and runs file after file (each builds its own app and database):
          // importing it anew for every file cost about 1.5 s a file.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.test.ts"],
          exclude: [...E2E_ALONE],
          environment: "node",
          globalSetup: ["e2e/support/global-setup.ts"],
          setupFiles: ["e2e/support/setup-file.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each worker has its own server on its own copy of the seeded database (e2e/support/global-setup.ts)
          // and one Chromium: a browser test mostly waits (two workers kept the two cores about 40% busy).
          maxWorkers: Number(process.env.E2E_WORKERS) || 3,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          // The journeys of E2E_ALONE (five hours of a wall display; sign-in changes for everyone): alone, on a
          // server of their own, after the others.
          name: "e2e-endurance",
          include: [...E2E_ALONE],
          environment: "node",
          globalSetup: ["e2e/support/global-setup.ts"],
          setupFiles: ["e2e/support/setup-file.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
