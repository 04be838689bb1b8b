// axios's fetch adapter in the browser build: unavailable, so axios keeps its XHR adapter
// (scripts/vite-lean-deps.ts).
export const getFetch = () => false;
export default false;
