// ESLint for the three web apps (src: the borrower app, admin: the console,
// landing: the official site), their Vite configs and the Node scripts.
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
    ignores: ["dist/", "src/api/schema.ts", "src/features/bank/data/places.ts"],
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
    files: ["{src,admin,landing}/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["scripts/**/*.mjs", "eslint.config.js", "vite.config.ts", "{admin,landing}/vite.config.ts"],
    languageOptions: { globals: globals.node },
  },
);
