// The operators' console: its own entry and bundle at /admin.
// antd runs in its zero-runtime mode: its styles are the built stylesheet
// antd/dist/antd.css, so no <style> element reaches the document and the
// pages' Content-Security-Policy (style-src 'self') holds (theme.ts).
import 'antd/dist/antd.css';
import './console.css';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntApp, ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleRoutes } from './App';
import { styleContainer, theme } from './theme';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StyleProvider container={styleContainer()}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <BrowserRouter basename="/admin">
            <ConsoleRoutes />
          </BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </StyleProvider>
  </StrictMode>,
);
