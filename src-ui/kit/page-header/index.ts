export { PageHeader, type PageHeaderProps } from './page-header';
export { useOptionalRuntime } from './use-runtime';
