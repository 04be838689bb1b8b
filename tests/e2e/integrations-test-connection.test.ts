import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { menu, shot, startZeroSchool, type ZeroSchool } from './zero-school';

/**
 * 学校设置 › 对接配置's 测试连接 as the administrator meets it, from an empty database: a wrong
 * AppSecret is named as wrong by WeChat (the dev server's WeChat sandbox), the right one passes; the
 * WeChat Pay check passes on the sandbox's demo merchant with a query that charges nobody.
 */
const MP_APP = 'wx0a1b2c3d4e5f6a7b';

let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('conn');
}, 120_000);
afterAll(async () => {
  await school?.close();
});

describe('测试连接', () => {
  test(
    'says in Chinese what passed or failed for the saved 公众号 and WeChat Pay',
    { retry: 0, timeout: 240_000 },
    async () => {
      const admin = school.admin;
      await menu(admin, '学校设置');
      const form = admin.getByRole('form', { name: '对接配置' });
      await form.getByLabel('公众号 AppID').fill(MP_APP);
      await form.getByLabel(/^公众号 AppSecret/).fill('ffffffffffffffffffffffffffffffff');
      await form.getByRole('button', { name: '保存对接配置' }).click();
      await form.getByRole('status').getByText('对接配置已保存').waitFor();

      await form.getByRole('button', { name: '测试公众号连接' }).click();
      const wechat = form.getByLabel('公众号测试结果');
      await wechat.getByText('公众号测试未通过').waitFor();
      await wechat.getByText(/✗ 公众号 AppID 和 AppSecret：AppSecret 错误/).waitFor();

      // The sandbox's 公众平台 › 基本配置 shows the AppID's secret; saved, the test passes.
      const secret = (
        (await (await fetch(`${school.url}/wx-sandbox/app-secret?appid=${MP_APP}`)).json()) as {
          secret: string;
        }
      ).secret;
      await form.getByLabel(/^公众号 AppSecret/).fill(secret);
      await form.getByRole('button', { name: '保存对接配置' }).click();
      await form.getByRole('status').getByText('对接配置已保存').waitFor();
      // A save clears the earlier answer (it tested what was saved before).
      expect(await wechat.textContent()).toBe('');
      await form.getByRole('button', { name: '测试公众号连接' }).click();
      await wechat.getByText('公众号测试通过').waitFor();
      await wechat
        .getByText(`✓ 公众号 AppID 和 AppSecret：AppID ${MP_APP} 已通过微信校验，可获取 access_token`)
        .waitFor();

      await form.getByRole('button', { name: '测试微信支付连接' }).click();
      const pay = form.getByLabel('微信支付测试结果');
      await pay.getByText('微信支付测试通过').waitFor();
      await pay
        .getByText(/✓ 连接演示支付：演示支付已接受本商户的请求（查询一笔不存在的订单，不产生扣款）/)
        .waitFor();
      await pay.scrollIntoViewIfNeeded();
      await shot(admin, 'integrations-test-1280');
      await admin.setViewportSize({ width: 320, height: 800 });
      await pay.scrollIntoViewIfNeeded();
      await shot(admin, 'integrations-test-320');
      expect(
        await admin.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    },
  );
});
