import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The module boundaries of eslint.config.js bite: for each rule, a text that breaks it, linted as if it stood at
 * a path inside the tree, is reported with the rule's message, and a text that keeps it is reported clean.
 * The fixtures are never written to disk; one ESLint instance serves them all.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

type Finding = { ruleId: string | null; message: string };

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** Everything ESLint reports on `code` as the file at `filePath` (relative to the repository). */
const lint = async (filePath: string, code: string): Promise<Finding[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
};

/** A module that imports each specifier and uses what it imported (so no other rule has anything to say). */
const importing = (...specifiers: string[]): string =>
  specifiers.map((s, i) => `import * as m${i} from "${s}";\n`).join("") +
  `export const used = [${specifiers.map((_, i) => `m${i}`).join(", ")}];\n`;

const lines = (count: number): string =>
  Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join("\n") + "\n";

describe("a web feature uses another feature only through its index.ts", () => {
  const door = /front door \(features\/<name>\/index\.ts\)/;

  it.each([
    ["apps/web/src/features/projects/project-routes.tsx", "../tasks/components/task-paths.ts"],
    ["apps/web/src/features/projects/components/fixture.tsx", "../../tasks/components/task-paths.ts"],
    ["apps/web/src/features/projects/components/fixture.tsx", "../../tasks/index"],
    ["apps/web/src/features/projects/components/fixture.tsx", "../../../features/tasks/api/task-keys.ts"],
    ["apps/web/src/features/locations/components/detail/fixture.tsx", "../../../documents/components/x.tsx"],
  ])("%s importing %s is refused", async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringMatching(door) },
    ]);
  });

  it("a lazy import() of another feature's file is refused too", async () => {
    const code = `export const lazy = () => import("../../notifications/components/notification-bell.tsx");\n`;
    expect(await lint("apps/web/src/features/shell/components/fixture.tsx", code)).toEqual([
      { ruleId: "no-restricted-syntax", message: expect.stringMatching(door) },
    ]);
  });

  it("the front door, the feature's own files, components/ and lib/ are open", async () => {
    const code =
      importing(
        "../../tasks/index.ts",
        "./project-plan.tsx",
        "../hooks/use-project.ts",
        "../../../components/ui/page-heading.tsx",
        "../../../lib/http.ts",
        "@mui/material",
      ) + `export const lazy = () => import("../../notifications/index.ts");\n`;
    expect(await lint("apps/web/src/features/projects/components/fixture.tsx", code)).toEqual([]);
  });
});

describe("a server module never imports another module's repository", () => {
  const message =
    "a module never imports another module's repository: export what it needs from that module's service";

  it.each([
    ["apps/server/src/modules/locations/fixture.ts", "../assets/warehouse/warehouse-stock.repository.ts"],
    ["apps/server/src/modules/locations/fixture.ts", "../../modules/tasks/task-writes.repository.ts"],
    ["apps/server/src/modules/assistant/engine/fixture.ts", "../../tasks/tasks.repository.ts"],
    ["apps/server/src/modules/imports/fixture.ts", "../tasks/repository/queries.ts"],
  ])("%s importing %s is refused", async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringContaining(message) },
    ]);
  });

  it("another module's service, its own repositories and shared lib/ repositories are open", async () => {
    const code = importing(
      "../assets/warehouse/warehouse.service.ts",
      "./location-records.repository.ts",
      "../../lib/list-query.repository.ts",
      "../../db/client.ts",
    );
    expect(await lint("apps/server/src/modules/locations/fixture.ts", code)).toEqual([]);
    expect(
      await lint(
        "apps/server/src/modules/assistant/engine/fixture.ts",
        importing("../assistant.repository.ts"),
      ),
    ).toEqual([]);
  });
});

describe("db/ never imports modules/ or seed/", () => {
  const message = "db/ holds schema, migrations and the connection: it never imports modules/ or seed/";

  it.each([
    ["apps/server/src/db/client.ts", "../modules/tasks/tasks.service.ts"],
    ["apps/server/src/db/schema/fixture.ts", "../../modules/audit/audit.repository.ts"],
    ["apps/server/src/db/fixture.ts", "../seed/demo.seed.ts"],
  ])("%s importing %s is refused", async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringContaining(message) },
    ]);
  });

  it("its own files, lib/ and packages are open", async () => {
    const code = importing("./schema/index.ts", "drizzle-orm", "@fieldstead/domain", "../lib/errors.ts");
    expect(await lint("apps/server/src/db/fixture.ts", code)).toEqual([]);
  });
});

describe("packages/domain imports only zod and its own files", () => {
  const file = "packages/domain/src/tasks/fixture.ts";

  it.each([
    ["node:fs", "domain has no I/O: no Node builtins"],
    ["fs/promises", "domain has no I/O: no Node builtins"],
    ["react", "domain imports only zod and its own files"],
    ["vitest", "domain imports only zod and its own files"],
    ["@fieldstead/server", "domain imports only zod and its own files"],
    ["../../../../apps/server/src/config.ts", "domain never imports files outside packages/domain"],
    ["/etc/fieldstead.ts", "domain never imports files outside packages/domain"],
  ])("importing %s is refused", async (specifier, message) => {
    expect(await lint(file, importing(specifier))).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringContaining(message) },
    ]);
  });

  it("zod, its own files and (in its tests) vitest are open", async () => {
    expect(
      await lint(file, importing("zod", "zod/mini", "./task-review.rules.ts", "../shared/ids.ts")),
    ).toEqual([]);
    expect(await lint("packages/domain/src/index.ts", importing("./tasks/index.ts"))).toEqual([]);
    expect(await lint("packages/domain/src/tasks/fixture.test.ts", importing("vitest", "zod"))).toEqual([]);
  });
});

describe("source files hold at most 300 lines", () => {
  const tooLong = "File has too many lines (301). Maximum allowed is 300.";

  it.each([
    "apps/web/src/lib/fixture.ts",
    "apps/server/src/modules/tasks/fixture.ts",
    "packages/domain/src/fixture.ts",
  ])("301 lines in %s are refused", async (file) => {
    expect(await lint(file, lines(301))).toEqual([{ ruleId: "max-lines", message: tooLong }]);
  });

  it("300 lines, blank lines and comments included, pass", async () => {
    const text = "// a comment\n\n" + lines(298);
    expect(await lint("apps/web/src/lib/fixture.ts", text)).toEqual([]);
  });

  it.each([
    "apps/web/src/features/tasks/fixture.test.tsx",
    "apps/server/src/modules/tasks/fixture.test.ts",
    "apps/server/src/seed/fixture.seed-data.ts",
    "apps/server/src/db/migrations/fixture.ts",
  ])("%s is exempt", async (file) => {
    expect(await lint(file, lines(400))).toEqual([]);
  });
});
