import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

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
    // domain is pure: no I/O, no frameworks, no clock.
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*", "fs", "path", "http", "https", "crypto"], message: "domain has no I/O" },
            {
              group: ["react", "react-*", "fastify", "fastify-*", "drizzle-orm", "drizzle-orm/*"],
              message: "domain imports only zod",
            },
            {
              group: ["**/apps/**", "@fieldstead/server", "@fieldstead/web"],
              message: "domain never imports the apps",
            },
          ],
        },
      ],
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
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/apps/web/**", "@fieldstead/web"], message: "the apps never import each other" },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/apps/server/**", "@fieldstead/server"],
              message: "the apps never import each other",
            },
          ],
        },
      ],
    },
  },
);
