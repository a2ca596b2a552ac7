// Which JavaScript each route of the web app loads, from Vite's manifest and
// the route table: the entry and its static imports, plus the route's lazy
// page chunk and its static imports. The routes are read from the borrower
// app's src/app/routes.tsx and their paths from its src/config/paths.ts with the
// TypeScript parser, so a route added there shows up without touching this.
import ts from 'typescript';
import { posix } from 'node:path';

/** Unwraps `{...} as const` and `{...} satisfies T`. */
function unwrap(node) {
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression?.(node) || ts.isParenthesizedExpression(node))) node = node.expression;
  return node;
}

function propName(p) {
  if (!p.name) return undefined;
  if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) return p.name.text;
  return undefined;
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** readPaths maps each key of `export const paths = {...}` to its path string. */
export function readPaths(source) {
  const file = ts.createSourceFile('paths.ts', source, ts.ScriptTarget.Latest, true);
  const out = {};
  walk(file, (node) => {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || node.name.text !== 'paths') return;
    const obj = unwrap(node.initializer);
    if (!obj || !ts.isObjectLiteralExpression(obj)) return;
    for (const p of obj.properties) {
      const name = propName(p);
      const value = ts.isPropertyAssignment(p) ? unwrap(p.initializer) : undefined;
      if (name && value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) out[name] = value.text;
    }
  });
  return out;
}

/** The module a `lazy(() => import('...'))` or `page(() => import('...'))` call loads, or undefined. */
function lazyImport(node) {
  node = unwrap(node);
  if (!node || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !['lazy', 'page'].includes(node.expression.text)) return undefined;
  let found;
  walk(node, (n) => {
    if (!found && ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found = arg.text;
    }
  });
  return found;
}

/** The path readRoutes gives the page for an address the route table does not hold. */
export const NOT_FOUND = '*';

/**
 * readRoutes lists the routes of routes.tsx: each object with a `path` and
 * a `page`, the path resolved through the paths table (or a string literal),
 * the page resolved to the module it loads. `lazy` is false for a page
 * imported statically (it is part of the entry). The last, at NOT_FOUND, is
 * the page for an unknown address, when routes.tsx exports one (NotFound).
 */
export function readRoutes(routesSource, pathsSource, routesFile = 'src/app/routes.tsx') {
  const paths = readPaths(pathsSource);
  const file = ts.createSourceFile(routesFile, routesSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const dir = posix.dirname(routesFile);
  const resolveSpec = (spec) => (spec.startsWith('.') ? posix.normalize(posix.join(dir, spec)) : spec);
  const modules = new Map(); // identifier -> { spec, lazy }
  walk(file, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const spec = lazyImport(node.initializer);
      if (spec) modules.set(node.name.text, { spec, lazy: true });
    }
    if (ts.isImportDeclaration(node) && node.importClause?.name && ts.isStringLiteral(node.moduleSpecifier)) {
      modules.set(node.importClause.name.text, { spec: node.moduleSpecifier.text, lazy: false });
    }
  });
  const routes = [];
  walk(file, (node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    const props = new Map(node.properties.filter(ts.isPropertyAssignment).map((p) => [propName(p), unwrap(p.initializer)]));
    const pathNode = props.get('path');
    const pageNode = props.get('page');
    if (!pathNode || !pageNode) return;
    let path;
    if (ts.isStringLiteralLike(pathNode)) path = pathNode.text;
    else if (ts.isPropertyAccessExpression(pathNode) && ts.isIdentifier(pathNode.expression) && pathNode.expression.text === 'paths') path = paths[pathNode.name.text];
    let module;
    if (ts.isIdentifier(pageNode)) module = modules.get(pageNode.text);
    else {
      const spec = lazyImport(pageNode);
      if (spec) module = { spec, lazy: true };
    }
    if (path === undefined || !module) {
      routes.push({ path: path ?? pathNode.getText(file), page: undefined, lazy: false, unresolved: true });
      return;
    }
    routes.push({ path, page: resolveSpec(module.spec), lazy: module.lazy });
  });
  // The page for an address the table does not hold (export const NotFound = page(...)).
  const notFound = modules.get('NotFound');
  if (notFound) routes.push({ path: NOT_FOUND, page: resolveSpec(notFound.spec), lazy: notFound.lazy });
  return routes;
}

/** manifestKey finds the manifest entry of a module path written without its extension. */
export function manifestKey(manifest, page) {
  if (!page) return undefined;
  const candidates = [page, ...['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'].map((ext) => page + ext)];
  return candidates.find((k) => k in manifest);
}

/** closure collects the JS files a manifest entry loads up front (static imports, recursively). */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imp of chunk.imports ?? []) closure(manifest, imp, seen);
  return seen;
}

/**
 * The module every page loads beside its own chunk (routes.tsx's page()),
 * without its extension.
 */
export const SETUP = 'src/app/setup';

/** cssOf lists the stylesheets the manifest's chunks of these files bring. */
function cssOf(manifest, files) {
  const css = new Set();
  for (const chunk of Object.values(manifest)) {
    if (files.has(chunk.file)) for (const c of chunk.css ?? []) css.add(c);
  }
  return css;
}

/**
 * routeFiles gives, for each route, the files it loads: `files`, the
 * JavaScript of the entry, of its page chunk and of the shared modules
 * (SETUP) with their static imports; `css`, the stylesheets of those chunks
 * that the entry's HTML does not already link. A page that is not its own
 * chunk (static import) loads with the entry.
 */
export function routeFiles(manifest, routes, shared = []) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const entry = closure(manifest, entryKey);
  const entryCss = cssOf(manifest, entry);
  const sharedKeys = shared.map((m) => manifestKey(manifest, m)).filter(Boolean);
  const rows = routes.map((r) => {
    const key = r.lazy ? manifestKey(manifest, r.page) : undefined;
    const files = new Set(entry);
    if (key) for (const k of [key, ...sharedKeys]) closure(manifest, k, files);
    const css = new Set([...cssOf(manifest, files)].filter((c) => !entryCss.has(c)));
    return { path: r.path, page: r.page, chunk: key, files, css, unresolved: Boolean(r.unresolved) || (r.lazy && !key) };
  });
  return { entry, rows };
}
