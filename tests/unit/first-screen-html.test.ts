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

describe("the server-rendered registration form's top (issue 28)", () => {
  it('has one template per plan of the first page: its summary, then the login notice or why it is closed', async () => {
    const { entryScreensHtml } = await import('../../server/src/web/first-screen/html');
    const plan = (id: string, state: string, left: number) => ({
      id,
      name: `计划${id}<i>`,
      state,
      left,
      quota: 50,
      taken: 50 - left,
      batch: '第一批',
      grade: '2026级',
      fee: 5000,
      startTime: '2026-06-01T00:00:00Z',
      endTime: '2026-06-30T10:00:00Z',
    });
    const html = entryScreensHtml(
      {
        tenantId: 't',
        orgId: 'o',
        reads: [
          {
            method: 'POST',
            url: '/enrollment-manage-api/api/app/enrollment/plan/findPlanList',
            data: {},
            body: {
              code: 0,
              data: { total: 3, list: [plan('a', 'open', 3), plan('b', 'open', 0), plan('c', 'closed', 9)] },
            },
          },
        ],
      },
      { header: true, now: new Date('2026-05-01T00:00:00Z') },
    );
    const tpl = (id: string) =>
      html.match(new RegExp(`<template data-plan="${id}">(.*?)</template>`))?.[1] ?? '';
    expect(tpl('a')).toContain('<h1 class="zs-header-title">报名详情</h1>');
    expect(tpl('a')).toContain('计划a&#60;i&#62;');
    expect(tpl('a')).toContain('<span>¥50.00</span>');
    expect(tpl('a')).toContain('6月1日 08:00 – 6月30日 18:00');
    expect(tpl('a')).toContain('data-login-notice');
    expect(tpl('a')).toContain('zs-route-skeleton-form');
    expect(tpl('b')).toContain('该计划名额已满，无法报名');
    expect(tpl('b')).not.toContain('data-login-notice');
    expect(tpl('c')).toContain('该计划报名已结束');
  });
});

describe('staff.html as the server sends it (issue 28)', () => {
  it("moves the staff app's module script and preloads into a data block that staff-start.js starts", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { readStaffShell } = await import('../../server/src/web/first-screen/shell');
    const dir = mkdtempSync(join(tmpdir(), 'staff-shell-'));
    expect(readStaffShell(dir, '/b/')).toBeNull();
    writeFileSync(
      join(dir, 'staff.html'),
      '<html><head><script type="module" crossorigin src="/b/assets/staff-1.js"></script>\n<link rel="modulepreload" crossorigin href="/b/assets/react-1.js"><link rel="stylesheet" crossorigin href="/b/assets/staff-1.css"></head><body><div id="root"><div data-first-screen>学校工作台</div></div></body></html>',
    );
    const html = readStaffShell(dir, '/b/')!;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('href="/b/assets/staff-1.css"');
    expect(html).toContain(
      '<script type="application/json" id="zs-app">{"module":"/b/assets/staff-1.js","preload":["/b/assets/react-1.js"]}</script><script defer src="/b/staff-start.js"></script></body>',
    );
  });
});
