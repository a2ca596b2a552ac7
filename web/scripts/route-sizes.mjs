// Which JavaScript each route of the web app loads, from Vite's manifest and
// the route table: the entry and its static imports, plus the route's lazy
// page chunk and its static imports. The routes are read from
// src/app/routes.tsx and their paths from src/config/paths.ts with the
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

/** The module a `lazy(() => import('...'))` call loads, or undefined. */
function lazyImport(node) {
  node = unwrap(node);
  if (!node || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'lazy') return undefined;
  let found;
  walk(node, (n) => {
    if (!found && ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found = arg.text;
    }
  });
  return found;
}

/**
 * readRoutes lists the routes of routes.tsx: each object with a `path` and
 * a `page`, the path resolved through the paths table (or a string literal),
 * the page resolved to the module it loads. `lazy` is false for a page
 * imported statically (it is part of the entry).
 */
export function readRoutes(routesSource, pathsSource, routesFile = 'src/app/routes.tsx') {
  const paths = readPaths(pathsSource);
  const file = ts.createSourceFile(routesFile, routesSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const dir = posix.dirname(routesFile);
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
    const page = module.spec.startsWith('.') ? posix.normalize(posix.join(dir, module.spec)) : module.spec;
    routes.push({ path, page, lazy: module.lazy });
  });
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
 * routeFiles gives, for each route, the JavaScript files it loads: the
 * entry's, then its page chunk's. A page that is not its own chunk (static
 * import) loads with the entry.
 */
export function routeFiles(manifest, routes) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const entry = closure(manifest, entryKey);
  const rows = routes.map((r) => {
    const key = r.lazy ? manifestKey(manifest, r.page) : undefined;
    const files = key ? closure(manifest, key, new Set(entry)) : new Set(entry);
    return { path: r.path, page: r.page, chunk: key, files, unresolved: Boolean(r.unresolved) || (r.lazy && !key) };
  });
  return { entry, rows };
}
