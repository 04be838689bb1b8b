import { describe, expect, test } from 'vitest';
import { fileExtension, fileIconGroup } from '@domain/files/file-icon';

describe('fileIconGroup (spec section 9)', () => {
  test.each([
    ['readme.txt', 'txt'],
    ['a.wav', 'audio'],
    ['b.MP3', 'audio'],
    ['c.doc', 'word'],
    ['c.docx', 'word'],
    ['c.wps', 'word'],
    ['d.xls', 'excel'],
    ['d.xlsx', 'excel'],
    ['e.ppt', 'ppt'],
    ['e.pptx', 'ppt'],
    ['f.pdf', 'pdf'],
    ['g.jpg', 'picture'],
    ['g.jpeg', 'picture'],
    ['g.PNG', 'picture'],
    ['h.mp4', 'video'],
    ['h.mov', 'video'],
    ['i.rar', 'archive'],
    ['i.zip', 'archive'],
    ['i.z', 'archive'],
    ['j.exe', 'other'],
    ['noextension', 'other'],
    ['', 'other'],
    ['archive.tar.gz', 'other'],
    ['报名表.final.docx', 'word'],
  ])('%j → %s', (name, group) => {
    expect(fileIconGroup(name)).toBe(group);
  });

  test('the extension is the text after the last dot, lowercased', () => {
    expect(fileExtension('A.B.ZIP')).toBe('zip');
    expect(fileExtension('none')).toBe('');
  });
});
