import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/** antd-mobile 5 on React 19: Toast/Dialog mount through createRoot, or they throw (a platform quirk). */
export function installAntdRender(): void {
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) roots.set(container, (root = createRoot(container)));
    root.render(node);
    return async () => {
      await new Promise((r) => setTimeout(r, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
