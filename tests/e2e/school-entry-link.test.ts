import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPage } from './harness';
import { menu, shot, startZeroSchool, type ZeroSchool } from './zero-school';

/**
 * Issue 36 item 7: a school created from zero finds its parents' link and QR code in 学校设置 ›
 * 家长入口; the link, opened in a parent's WeChat, is that school's home.
 */
let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('entry');
}, 120_000);
afterAll(async () => {
  await school?.close();
});

describe('学校设置 › 家长入口', () => {
  test(
    'the link read on 学校设置 opens the school’s home for a parent',
    { retry: 0, timeout: 240_000 },
    async () => {
      const admin = school.admin;
      await menu(admin, '学校设置');
      const card = admin.getByRole('region', { name: '家长入口' });
      const link = card.getByText(/\/zhxy\/mobile\/recruit\/\?orgId=/);
      await link.waitFor();
      const url = (await link.textContent())!.trim();
      expect(url).toBe(
        `${school.url}/zhxy/mobile/recruit/?orgId=${school.orgId}&tenantId=${school.tenantId}#/orientation/homepage/index`,
      );
      await card.getByRole('img', { name: '零起点学校家长入口二维码' }).locator('svg').waitFor();
      await card.getByRole('button', { name: '复制链接' }).click();
      await card.getByRole('status').getByText('链接已复制').waitFor();
      await shot(admin, 'school-entry-link-1280');
      await admin.setViewportSize({ width: 375, height: 812 });
      await card.scrollIntoViewIfNeeded();
      await shot(admin, 'school-entry-link-375');
      // Nothing wider than the phone's screen.
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await admin.setViewportSize({ width: 1280, height: 900 });

      const parent = await newPage('wechat');
      await parent.goto(url);
      await parent.getByText('零起点学校').first().waitFor({ timeout: 30_000 });
      expect(parent.url()).toContain(`orgId=${school.orgId}`);
      await shot(parent, 'school-entry-link-parent-home');
    },
  );
});
