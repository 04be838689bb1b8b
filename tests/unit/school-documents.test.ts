import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, documentMime, documentProblem, magicOf } from '@domain/files/school-documents';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
const PDF = new TextEncoder().encode('%PDF-1.4\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

describe('school documents (新闻公告/文档 uploads)', () => {
  it('accepts PDF, images and office files whose first bytes match the extension', () => {
    for (const [name, head] of [
      ['简章.pdf', PDF],
      ['校门.PNG', PNG],
      ['校园.jpg', JPG],
      ['登记表.docx', ZIP],
      ['名单.xlsx', ZIP],
      ['旧表.doc', OLE],
      ['旧名单.xls', OLE],
    ] as const)
      expect(documentProblem(name, head, 1000), name).toBeNull();
    expect(documentMime('名单.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(documentMime('旧表.doc')).toBe('application/msword');
  });

  it('refuses a renamed file, an unknown type, an empty file and one over 10 MB', () => {
    expect(documentProblem('登记表.docx', PDF, 1000)).toMatch(/内容与文件类型不符/);
    expect(documentProblem('图片.png', JPG, 1000)).toMatch(/内容与文件类型不符/);
    expect(documentProblem('脚本.html', new TextEncoder().encode('<html>'), 10)).toMatch(/仅支持/);
    expect(documentProblem('压缩包.zip', ZIP, 10)).toMatch(/仅支持/);
    expect(documentProblem('空.pdf', PDF, 0)).toBe('文件内容为空');
    expect(documentProblem('大.pdf', PDF, DOCUMENT_MAX_BYTES + 1)).toBe('文件不能超过 10 MB');
    expect(magicOf(bytes(1, 2, 3))).toBeNull();
  });
});
