// The app: the route table over the pages, one chunk per page.
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { ConfigProvider, DotLoading } from 'antd-mobile';
import { antdLocale } from '../i18n/antd-locale';
import { setNavigate } from '../lib/bridge';
import { routes } from './routes';
import NotFoundPage from '../features/support/pages/NotFoundPage';

function BridgeNavigation() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((url) => navigate(url)), [navigate]);
  return null;
}

function Loading() {
  return (
    <div role="status" aria-label="Loading" style={{ padding: 48, textAlign: 'center' }}>
      <DotLoading color="primary" />
    </div>
  );
}

export function App() {
  return (
    <ConfigProvider locale={antdLocale()}>
      <BrowserRouter>
        <BridgeNavigation />
        <Suspense fallback={<Loading />}>
          <Routes>
            {routes.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ConfigProvider>
  );
}
