export {
  FileViewerLink,
  useOpenFile,
  viewerHref,
  type FileViewerLinkProps,
  type ViewableFile,
} from './file-viewer';
export { FileLinkList, type ListedFile } from './file-link-list';
