import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { newForm, newPlan, publishFirstVersion, registerOnPlanList } from './setup-steps';
import { menu, shot, startZeroSchool, wechatParent, type ZeroSchool } from './zero-school';

/**
 * Issue 34 items 2 and 3, as their users meet them, from an empty database: the administrator sets the
 * school's own WeChat Pay merchant and 公众号 in 学校设置 › 对接配置 (the screen then says they are in
 * force); a parent registers for a plan with a fee and pays by WeChat (the sandbox platform takes the
 * order under the school's 商户号, its cashier shows it); once approved, the 审核通过 notice goes out under the
 * school's 公众号 (the dev notifier records the app id).
 */
const MCHID = '1611223344';
const PAY_APP = 'wx1a2b3c4d5e6f7a8b';
const MP_APP = 'wx9f8e7d6c5b4a3928';
const PLAN = '2027年秋季招生（微信支付）';
const CHILD = { name: '林小付', idNumber: `33010220110101456${idCheckDigit('33010220110101456')}` };

let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('integ');
}, 120_000);
afterAll(async () => {
  await school?.close();
});

async function devOutbox(): Promise<{ kind: string; title: string; appId: string }[]> {
  const r = await fetch(`${school.url}/staff-api/dev/outbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await r.json()) as { data: { kind: string; title: string; appId: string }[] }).data;
}

describe('对接配置 takes effect where parents meet it', () => {
  test(
    'the school’s WeChat Pay merchant takes the payment; the notice goes out under its 公众号',
    { retry: 0, timeout: 300_000 },
    async () => {
      const admin = school.admin;

      // 学校设置 › 对接配置: before anything is saved the screen says what is in force.
      await menu(admin, '学校设置');
      const form = admin.getByRole('form', { name: '对接配置' });
      await form.getByText(/当前生效：平台演示商户号 1900000109/).waitFor();
      await form.getByText(/当前生效：通知以平台公众号 \S+ 发送/).waitFor();
      await form.getByText(/由平台设置：支付环境（沙箱演示）/).waitFor();

      // A 公众号 AppID without its AppSecret is refused: the school's 公众号 needs both.
      await form.getByLabel('公众号 AppID').fill(MP_APP);
      await form.getByRole('button', { name: '保存对接配置' }).click();
      await form.getByRole('alert').getByText('公众号 AppID 和 AppSecret 须同时填写（或同时清空）').waitFor();
      await form.getByLabel(/^公众号 AppSecret/).fill('Mp5ecret0123456789abcdefABCDEF99');
      await form.getByLabel('模板：报名审核通过').fill('TPL_paid_school');

      // 服务商 mode needs a 子商户号 (WeChat Pay's rule, checked on save); then a direct merchant.
      await form.getByLabel('商户类型').selectOption({ label: '服务商子商户（特约商户）' });
      await form.getByLabel('服务商 AppID').fill(PAY_APP);
      await form.getByLabel('服务商商户号').fill(MCHID);
      await form.getByRole('button', { name: '保存对接配置' }).click();
      await form.getByRole('alert').getByText('服务商模式须填写子商户号').waitFor();
      await form.getByLabel('商户类型').selectOption({ label: '直连商户（学校自己的商户号）' });
      await form.getByLabel('证书序列号', { exact: true }).fill('5157F09EFDC096DE15EBE81A47057A72');
      await form.getByLabel(/^APIv3 密钥/).fill('Ab3dEfGh1jKlMnOpQrStUvWxYz01Pay9');
      await form.getByRole('button', { name: '保存对接配置' }).click();
      await form.getByRole('status').getByText('对接配置已保存').waitFor();
      await form.getByText(`当前生效：本校商户号 ${MCHID}（平台为沙箱演示支付，不会真实扣款）`).waitFor();
      await form.getByText(`当前生效：通知以本校公众号 ${MP_APP} 发送，使用下方本校模板`).waitFor();
      await shot(admin, 'integrations-in-force');

      // A form and a plan with a fee paid at registration.
      await newForm(admin, '缴费报名表');
      await publishFirstVersion(admin);
      const plan = await newPlan(admin, { name: PLAN, fee: 30 });
      await plan.getByLabel('缴费时机').selectOption({ label: '报名时缴费' });
      await plan.getByRole('button', { name: '保存' }).click();
      await admin.getByText(`已保存：${PLAN}`).waitFor();

      // A parent in WeChat registers and pays by WeChat.
      const parent = await wechatParent(school, `integ-${school.tag}`, '/orientation/enrollment/index');
      const card = parent.getByRole('article', { name: PLAN });
      await registerOnPlanList(parent, PLAN, CHILD);
      await parent.getByRole('button', { name: '查看进度' }).click();
      await card.getByRole('button', { name: '去缴费' }).click();
      await parent.waitForURL(/\/pub\/.*#\/chargeH5\/wxpaying/, { timeout: 30_000 });
      // The platform took the order under the school's own merchant.
      await parent.getByText(`收款商户号 ${MCHID}`).waitFor();
      await shot(parent, 'integrations-cashier');
      await parent.locator('#pay').click();
      await parent.getByText('支付成功').waitFor();
      await parent.locator('#back').click();
      await card
        .getByRole('list', { name: '办理进度' })
        .filter({ hasText: '已缴费' })
        .waitFor({ timeout: 30_000 });

      // 报名审核: 通过; the notice goes out under the school's 公众号 (the dev notifier records the app id).
      await menu(admin, '报名审核');
      await admin.getByPlaceholder('姓名 / 证件号 / 手机号').fill(CHILD.name);
      await admin.getByRole('button', { name: '搜索', exact: true }).click();
      // At 1280 px the list is a table and the registration opens in a drawer.
      await admin.getByRole('table', { name: '报名列表' }).getByRole('button', { name: CHILD.name }).click();
      const drawer = admin.getByRole('dialog', { name: '报名详情' });
      await drawer.getByRole('heading', { name: CHILD.name }).waitFor();
      await drawer.getByRole('button', { name: '通过', exact: true }).click();
      await drawer.getByRole('status').filter({ hasText: '已审核通过' }).waitFor();
      await expect
        .poll(async () => (await devOutbox()).find((m) => m.kind === 'registration.approved')?.appId, {
          timeout: 20_000,
        })
        .toBe(MP_APP);
    },
  );
});
