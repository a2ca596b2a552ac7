// The app: the route table over the pages, one chunk per page.
import { createElement, Suspense } from 'react';
import { Router, routeKey, useLocation } from '../lib/router';
import { PageError } from './PageError';
import { NotFound, routes } from './routes';

const byPath = new Map(routes.map((r) => [routeKey(r.path), r.page]));

function Loading() {
  return <div role="status" aria-label="Loading…" className="kw-spinner app-loading" />;
}

function CurrentPage() {
  const { pathname } = useLocation();
  // createElement, not <Page />: the page is one of the route table's
  // components, chosen here, not a component made during render.
  return createElement(byPath.get(routeKey(pathname)) ?? NotFound);
}

export function App() {
  return (
    <Router>
      <PageError>
        <Suspense fallback={<Loading />}>
          <CurrentPage />
        </Suspense>
      </PageError>
    </Router>
  );
}
