import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installReact19Render } from './lib/antd-render';
import { refreshCommonParams } from './lib/common-params';
import { currentLocale } from './i18n/i18n';
import './app/theme.css';

installReact19Render();
refreshCommonParams();
currentLocale();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
