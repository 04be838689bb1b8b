export { LoadingOverlay, LOADING_TEXT, LOADING_SIZE, type LoadingOverlayProps } from './loading-overlay';
