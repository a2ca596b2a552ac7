// ESLint for the web tree: the three apps (apps/borrower, apps/admin: the
// console, apps/landing: the promotion landing page), the code they share
// (shared/), their Vite configs and the Node scripts.
// `npm run lint` runs it; `make test` runs that before Vitest
// (docs/ENGINEERING.md, "Linters").
import js from "@eslint/js";
import { readdirSync } from "node:fs";
import { defineConfig } from "eslint/config";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const here = import.meta.dirname;
const dirs = (dir) =>
  readdirSync(`${here}/${dir}`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const apps = dirs("apps");
const features = dirs("apps/borrower/src/features");

// The tree's import boundaries (docs/ENGINEERING.md, "The web tree"), by the
// file an import resolves to, so a relative path, a CSS file and a lazy
// import() are all held to them:
// - an app imports web/shared and its own folder, never another app;
// - web/shared imports no app (nor web/tests);
// - a feature of the borrower app imports its own folder and the app's
//   shared folders (components, lib, i18n, config, test), never another
//   feature; only the route table (src/app) imports the features, and the
//   shared folders import none.
// web/tests, the tests that hold two apps to the same thing, may import any.
const boundaries = [
  ...apps.map((app) => ({
    target: `./apps/${app}`,
    from: "./apps",
    except: [`./${app}`],
    message: `web/apps/${app} may import web/shared and its own files, not another app's.`,
  })),
  ...["./apps", "./tests"].map((from) => ({
    target: "./shared",
    from,
    message: "web/shared is for every app: it imports no app's code.",
  })),
  ...apps.map((app) => ({
    target: `./apps/${app}`,
    from: "./tests",
    message: "An app never imports web/tests.",
  })),
  ...features.map((feature) => ({
    target: `./apps/borrower/src/features/${feature}`,
    from: "./apps/borrower/src/features",
    except: [`./${feature}`],
    message: `A feature imports its own files and the app's shared folders (components, lib, i18n, config, test), not another feature's: move what both need into one of those.`,
  })),
  ...["components", "lib", "i18n", "config", "test"].map((dir) => ({
    target: `./apps/borrower/src/${dir}`,
    from: "./apps/borrower/src/features",
    message: `The borrower app's ${dir}/ is shared by its features: it imports none of them.`,
  })),
];

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
    files: ["{apps,shared,tests}/**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } },
    },
    rules: {
      "import/no-restricted-paths": ["error", { basePath: here, zones: boundaries }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "eslint.config.js", "vitest.config.ts", "apps/*/vite.config.ts", "shared/build/**/*.ts"],
    languageOptions: { globals: globals.node },
  },
);
