import type { CSSProperties } from 'react';
import { formatFileSize } from '@domain/files/file-size';

export interface ListedFile {
  fileId: string;
  name: string;
  size: number;
  url: string;
}

/** Stored files as links to the document viewer, each with its size; a new tab keeps the page. */
export function FileLinkList({
  files,
  viewerUrl,
  itemStyle,
}: {
  files: ListedFile[];
  viewerUrl: (url: string) => string;
  itemStyle?: CSSProperties;
}) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {files.map((f) => (
        <li key={f.fileId} className="zs-row" style={itemStyle}>
          <a
            className="zs-ellipsis"
            // A 44 px tall target (issue 14), the name still cut with an ellipsis.
            style={{ display: 'block', minHeight: 44, lineHeight: '44px' }}
            href={viewerUrl(f.url)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {f.name}
          </a>
          <span className="zs-muted" style={{ flex: 'none' }}>
            {formatFileSize(f.size)}
          </span>
        </li>
      ))}
    </ul>
  );
}
