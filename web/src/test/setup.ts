import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installReact19Render } from '../lib/antd-render';

installReact19Render();
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
