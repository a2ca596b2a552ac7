// antd-mobile's imperative widgets (Toast, Dialog) render with the React 17
// API by default; React 19 needs createRoot.
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { kwartaRoot?: Root };

export function installReact19Render(): void {
  unstableSetRender((node, container: Container) => {
    container.kwartaRoot ??= createRoot(container);
    const root = container.kwartaRoot;
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      delete container.kwartaRoot;
    };
  });
}
