import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installReact19Render } from './lib/antd-render';
import { refreshCommonParams } from './lib/common-params';
import { installAntdLocale } from './i18n/antd-locale';
import './app/theme.css';

installReact19Render();
refreshCommonParams();
installAntdLocale();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
