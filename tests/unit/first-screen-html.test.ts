import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@ui/features/admissions/shared/page-size';
import { FIRST_PAGE_SIZE } from '../../server/src/web/first-screen/data';
import { plainParagraphs } from '../../server/src/web/first-screen/plain-text';
import { dataBlock } from '../../server/src/web/first-screen/page';

describe('the server-rendered entry screens (issue 28)', () => {
  it('read the same first page as the screens (else the app could not take them as its first data)', () => {
    expect(FIRST_PAGE_SIZE).toBe(PAGE_SIZE);
  });
  it('turn the promise HTML into the paragraphs the home screen shows, without markup or scripts', () => {
    expect(
      plainParagraphs(
        '<p>本人承诺&nbsp;真实</p><script>alert(1)</script><div>第二段<br>第三段 &lt;b&gt; &#x4e2d;</div><img src=x onerror=alert(1)>',
      ),
    ).toEqual(['本人承诺 真实', '第二段', '第三段 <b> 中']);
  });
  it('keep stored HTML inside the data block as data', () => {
    const html = dataBlock({
      tenantId: 't',
      orgId: 'o',
      reads: [
        {
          method: 'POST',
          url: '/x',
          data: {},
          body: { code: 0, data: '</script><script>alert(1)</script>' },
        },
      ],
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('<')))).toMatchObject({
      reads: [{ body: { data: '</script><script>alert(1)</script>' } }],
    });
  });
});

describe('the server-rendered home banner', () => {
  it('takes the theme colour only as a colour (it goes into a style attribute)', async () => {
    const { entryScreensHtml } = await import('../../server/src/web/first-screen/html');
    const badge = (themeColor: string) =>
      entryScreensHtml(
        {
          tenantId: 't',
          orgId: 'o',
          reads: [
            {
              method: 'POST',
              url: '/enrollment-manage-api/api/app/enrollment/CMS/getSchoolBadgeConfig',
              data: {},
              body: { code: 0, data: { schoolName: '学校<b>', badgeUrl: '', motto: '', themeColor } },
            },
          ],
        },
        { header: true, now: new Date() },
      );
    expect(badge('#1677ff')).toContain('background-color: #1677ff;');
    expect(badge('rgb(22, 119, 255)')).toContain('background-color: rgb(22, 119, 255);');
    const hostile = badge('red; background-image: url(//evil.example)');
    expect(hostile).toContain('background-color: #0958d9;');
    expect(hostile).not.toContain('evil');
    expect(hostile).toContain('学校&#60;b&#62;');
  });
});
