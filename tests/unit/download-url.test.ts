import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_DOWNLOAD_NAME, downloadUrl, fileViewerUrl } from '@domain/files/download-url';
import { pageUrl } from './page-url-arbitrary';

describe('downloadUrl (spec section 7 "File handling")', () => {
  test("appends download=true&downloadName=, default 'default'", () => {
    expect(DEFAULT_DOWNLOAD_NAME).toBe('default');
    expect(downloadUrl('https://gw/fileapi/files/1')).toBe(
      'https://gw/fileapi/files/1?download=true&downloadName=default',
    );
    expect(downloadUrl('https://gw/f/1', '')).toBe('https://gw/f/1?download=true&downloadName=default');
  });

  test('keeps an existing query and encodes the name', () => {
    expect(downloadUrl('https://gw/f/1?exp=9&sig=ab', '报名表 1.pdf')).toBe(
      `https://gw/f/1?exp=9&sig=ab&download=true&downloadName=${encodeURIComponent('报名表 1.pdf')}`,
    );
  });

  test('property: the name round-trips through URL parsing', () => {
    fc.assert(
      fc.property(pageUrl, fc.string({ minLength: 1 }), (url, name) => {
        const u = new URL(downloadUrl(url, name));
        expect(u.searchParams.get('download')).toBe('true');
        expect(u.searchParams.get('downloadName')).toBe(name);
      }),
    );
  });

  test('the viewer URL carries the encoded file URL', () => {
    expect(fileViewerUrl('https://gw/fileapi/', 'https://gw/f/1?a=1&b=2')).toBe(
      'https://gw/fileapi/viewer?url=https%3A%2F%2Fgw%2Ff%2F1%3Fa%3D1%26b%3D2',
    );
  });
});
