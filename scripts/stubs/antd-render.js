// antd-mobile's React 16–18 renderer: never used, src/antd-react19.ts sets the createRoot one
// (scripts/vite-lean-deps.ts).
const missing = () => {
  throw new Error('antd-mobile renders through unstableSetRender (src/antd-react19.ts)');
};
export const render = missing;
export const unmount = missing;
