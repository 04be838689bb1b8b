export {
  FileViewerLink,
  useOpenFile,
  viewerHref,
  type FileViewerLinkProps,
  type ViewableFile,
} from './file-viewer';
