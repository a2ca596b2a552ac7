// ESLint for the web tree: the three apps (apps/borrower, apps/admin: the
// console, apps/landing: the promotion landing page), the code they share
// (shared/), their Vite configs and the Node scripts.
// `npm run lint` runs it; `make test` runs that before Vitest
// (docs/ENGINEERING.md, "Linters").
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    // Build output, and files written by scripts: the API types
    // (scripts/api-types.mjs) and the Philippine places (scripts/ph-places.mjs).
    ignores: ["dist/", "shared/api/schema.ts", "apps/borrower/src/features/bank/data/places.ts"],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const { list: _, ...rest } = o` is how a copy leaves a field out.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["{apps,shared,tests}/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["scripts/**/*.mjs", "eslint.config.js", "vitest.config.ts", "apps/*/vite.config.ts", "shared/build/**/*.ts"],
    languageOptions: { globals: globals.node },
  },
);
