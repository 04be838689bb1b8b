import { describe, expect, it } from 'vitest';
import { htmlToRead, htmlToStore, imageFileIds } from '../../server/src/modules/cms/sanitize';

const link = (id: string) => `/fileapi/files/${id}?exp=1&sig=abc`;

describe('CMS rich text sanitizing (server, DOMPurify + jsdom)', () => {
  it.each([
    '<script>window.__xss=1</script><p>正文</p>',
    '<img src="x" onerror="window.__xss=2"><p>正文</p>',
    '<a href="javascript:window.__xss=3">点我</a><p>正文</p>',
    '<iframe src="javascript:alert(1)"></iframe><p>正文</p>',
    '<p onclick="window.__xss=4" style="color:red">正文</p>',
    '<svg><script>alert(1)</script></svg><p>正文</p>',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>"><p>正文</p>',
    '<a href="  JaVaScRiPt:alert(1)">x</a><p>正文</p>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>正文</p>',
    '<style>body{display:none}</style><p>正文</p>',
    '<form action="https://evil"><input name="a"></form><p>正文</p>',
  ])('strips the active parts of %s', (probe) => {
    const stored = htmlToStore(probe);
    expect(stored).toContain('正文');
    expect(stored).not.toMatch(
      /<script|onerror|onclick|onload|javascript:|<iframe|<style|<form|<input|style=|data:/i,
    );
    expect(htmlToRead(stored, link)).toBe(htmlToRead(htmlToRead(stored, link), link));
  });

  it('keeps the editor’s markup: bold, headings, lists, links, our images', () => {
    const html =
      '<h2>标题</h2><p><strong>加粗</strong><em>斜体</em></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<p><a href="https://school.example/a">链接</a></p><p><img src="/fileapi/files/f_1?exp=9&amp;sig=zz" alt="图"></p>';
    const stored = htmlToStore(html);
    expect(stored).toContain('<h2>标题</h2>');
    expect(stored).toContain('<strong>加粗</strong>');
    expect(stored).toContain('<ul><li>一</li></ul>');
    expect(stored).toContain('href="https://school.example/a"');
    expect(stored).toContain('rel="noopener noreferrer"');
    // The signature is dropped on save and made fresh on read.
    expect(stored).toContain('<img src="/fileapi/files/f_1" alt="图">');
    expect(imageFileIds(stored)).toEqual(['f_1']);
    expect(htmlToRead(stored, link)).toContain('src="/fileapi/files/f_1?exp=1&amp;sig=abc"');
  });

  it('drops images from elsewhere that are not https', () => {
    expect(htmlToStore('<p>a<img src="http://x.example/a.png">b</p>')).toBe('<p>ab</p>');
    expect(htmlToStore('<p><img src="https://x.example/a.png"></p>')).toContain('https://x.example/a.png');
  });

  it('keeps every line the editor made: Enter’s <div> and the first loose line become paragraphs', () => {
    expect(htmlToStore('第一段<div>第二段</div><div>第三段</div>')).toBe(
      '<p>第一段</p><p>第二段</p><p>第三段</p>',
    );
    expect(htmlToStore('<p>一</p><p>二</p><div><br></div><div>三</div>')).toBe(
      '<p>一</p><p>二</p><p><br></p><p>三</p>',
    );
    expect(htmlToStore('<strong>加粗</strong>开头<br>换行<ul><li>列表</li></ul>')).toBe(
      '<p><strong>加粗</strong>开头<br>换行</p><ul><li>列表</li></ul>',
    );
    const stored = htmlToStore('甲<div>乙</div>');
    expect(htmlToRead(stored, link)).toBe(stored);
  });
});
