import type { ReactNode } from 'react';
import { AppConfig } from '@domain/ports/app-config';
import { Navigation } from '@domain/ports/navigation';
import { fileViewerUrl } from '@domain/files/download-url';
import type { FormFileItem } from '@domain/forms/form-field';
import { useService } from '@ui/di';

/** A stored file: a form list item (deCodeUrl) or an upload result (url). */
export type ViewableFile = Pick<FormFileItem, 'deCodeUrl'> & { url?: unknown };

function fileUrl(item: ViewableFile): string | null {
  const u = item.deCodeUrl ?? item.url;
  return typeof u === 'string' && u ? u : null;
}

/** The document-viewer address of a file (contract/README "Files"), or null when it has no URL yet. */
export function viewerHref(uploadBase: string, item: ViewableFile): string | null {
  const u = fileUrl(item);
  return u ? fileViewerUrl(uploadBase, u) : null;
}

/** Opens a file in the document viewer served through the gateway (spec section 2). */
export function useOpenFile(): (item: ViewableFile) => void {
  const config = useService<AppConfig>(AppConfig);
  const nav = useService<Navigation>(Navigation);
  return (item) => {
    const href = viewerHref(config.bases.upload, item);
    if (href) nav.assign(href);
  };
}

export interface FileViewerLinkProps {
  item: ViewableFile;
  children: ReactNode;
  /** Defaults to the upload base of the bound AppConfig. */
  uploadBase?: string;
}

export function FileViewerLink({ item, children, uploadBase }: FileViewerLinkProps) {
  const config = useService<AppConfig>(AppConfig);
  const href = viewerHref(uploadBase ?? config.bases.upload, item);
  return href ? <a href={href}>{children}</a> : <span>{children}</span>;
}
