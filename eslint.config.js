import { builtinModules } from "node:module";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

// Module boundaries. `no-restricted-imports` reads the import as written, not where it resolves, so each rule
// that depends on how deep the importing file sits is given once per depth (a file group per depth, five deep;
// the trees go three deep today).
// A later config object replaces the rule's options for the files it matches: each group therefore carries the
// whole list of patterns that apply to it.

/** `../` n times, as a regular expression. */
const up = (n) => String.raw`(?:\.\./){${n}}`;
/** The rule's options: a restricted-pattern list. */
const restrict = (...patterns) => ["error", { patterns }];
/** A pattern given as a regular expression, matched case-sensitively. */
const matching = (regex, message) => ({ regex, message, caseSensitive: true });
/** Globs of the files that sit `depth` folders below `base` (depth 1: directly in it). */
const atDepth = (base, depth, ext) => `${base}/${"*/".repeat(depth - 1)}*.${ext}`;
const DEPTHS = [1, 2, 3, 4, 5];

// The apps never import each other (any file of either app).
const SERVER_APART = {
  group: ["**/apps/web/**", "@fieldstead/web"],
  message: "the apps never import each other",
};
const WEB_APART = {
  group: ["**/apps/server/**", "@fieldstead/server"],
  message: "the apps never import each other",
};

// A server module reaches another module's data through that module's service, never its repositories: the
// repositories of a module are its own (their queries and locks assume its rules). From a file `depth` folders
// below modules/ (modules/<a>/x.ts is depth 1), an import that climbs out of modules/<a>/ and names a file or
// folder called "…repository…" under modules/<b>/ is refused. Shared code such as lib/list-query.repository.ts
// is not a module's and stays open.
const otherModuleRepository = (depth) =>
  matching(
    String.raw`^${up(depth)}(?:\.\./modules/)?[^./][^/]*/(?:[^/]*/)*[^/]*repository`,
    "a module never imports another module's repository: export what it needs from that module's service",
  );

// A web feature uses another feature only through that feature's front door, features/<b>/index.ts, so a
// feature can rearrange its files without breaking others. From a file `depth` folders below features/, an
// import that climbs out of features/<a>/ into features/<b>/ must name exactly index.ts. A door stays light:
// whoever imports it loads everything it re-exports, so app-wide pieces (the role-change watch, the frame) are
// mounted by app/ from the feature's files instead of passing through a door.
const featureInternals = (depth) =>
  String.raw`^${up(depth)}(?:\.\./features/)?[^./][^/]*(?:/(?!index\.ts$).*)?$`;
const FEATURE_DOOR_MESSAGE =
  "a feature imports another feature only from its front door (features/<name>/index.ts); shared UI and helpers belong in components/ or lib/";

// The database layer (schema, migrations, connection) sits below the modules and the demo seed.
const DB_BELOW_MODULES = matching(
  String.raw`(?:^|/)(?:modules|seed)(?:/|$)`,
  "db/ holds schema, migrations and the connection: it never imports modules/ or seed/",
);

// packages/domain is pure shared logic: zod and its own files only, no I/O.
const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const BUILTIN = `(?:node:|(?:${builtinModules.map(escapeRegex).join("|")})(?:/|$))`;
const domainPatterns = (depth, allowed) => [
  matching(`^${BUILTIN}`, "domain has no I/O: no Node builtins"),
  matching(
    String.raw`^(?!${BUILTIN})(?!(?:${allowed.join("|")})(?:/|$))[^./]`,
    `domain imports only ${allowed.join(" and ")} and its own files`,
  ),
  matching(String.raw`^(?:/|(?:\./)?${up(depth)})`, "domain never imports files outside packages/domain"),
];

// Files too long to take in at once get split; data and generated files are not read that way.
const MAX_LINES = 300;

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "**/*.mjs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Every line counts, blank lines and comments too.
    files: ["apps/**/*.{ts,tsx,js,jsx,cjs}", "packages/**/*.{ts,tsx,js,jsx,cjs}"],
    ignores: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "apps/server/src/db/migrations/**",
      "apps/server/src/seed/**/*.seed-data.ts",
    ],
    rules: {
      "max-lines": ["error", { max: MAX_LINES, skipBlankLines: false, skipComments: false }],
    },
  },
  ...DEPTHS.flatMap((depth) =>
    [0, 1].map((isTest) => ({
      // domain is pure: no I/O, no frameworks, no clock; its tests may use vitest, and fast-check for properties.
      files: [atDepth("packages/domain", depth, isTest ? "test.ts" : "ts")],
      rules: {
        "no-restricted-imports": restrict(
          ...domainPatterns(depth, isTest ? ["zod", "vitest", "fast-check"] : ["zod"]),
        ),
      },
    })),
  ),
  {
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "pass now in",
        },
        { selector: "Identifier[name='fetch']", message: "domain has no I/O" },
      ],
    },
  },
  {
    files: ["apps/server/**/*.ts"],
    rules: { "no-restricted-imports": restrict(SERVER_APART) },
  },
  ...DEPTHS.map((depth) => ({
    files: [atDepth("apps/server/src/modules", depth + 1, "ts")],
    rules: { "no-restricted-imports": restrict(SERVER_APART, otherModuleRepository(depth)) },
  })),
  {
    files: ["apps/server/src/db/**/*.ts"],
    rules: { "no-restricted-imports": restrict(SERVER_APART, DB_BELOW_MODULES) },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(WEB_APART) },
  },
  ...DEPTHS.map((depth) => ({
    files: [atDepth("apps/web/src/features", depth + 1, "{ts,tsx}")],
    rules: {
      "no-restricted-imports": restrict(WEB_APART, matching(featureInternals(depth), FEATURE_DOOR_MESSAGE)),
      // A lazy import() crosses the same boundary (the esquery regex cannot hold a "/": it is spelled \u002f).
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportExpression > Literal.source[value=/${featureInternals(depth).replaceAll("/", "\\u002f")}/]`,
          message: FEATURE_DOOR_MESSAGE,
        },
      ],
    },
  })),
);
