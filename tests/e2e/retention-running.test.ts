import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { newForm, newPlan, publishFirstVersion, registerOnPlanList } from './setup-steps';
import { loginOnScreen, menu, shot, startZeroSchool, wechatParent, type ZeroSchool } from './zero-school';

/**
 * Issue 34 item 7, as the school meets it, from an empty database: retention is applied by the running
 * server itself (jobs/retention-job.ts, every RETENTION_EVERY_MIN; here every 2 s), no command needed. A
 * parent registers on their phone for a plan that closes tomorrow; the server's clock then passes the
 * plan's end by more than the school's 365 days of 报名数据保留; without a restart or a command, the
 * 招生办's 报名审核 no longer finds the child: the registration is 已清除, its row kept for the accounts.
 */
const PLAN = '2027年秋季招生（保留期）';
const CHILD = { name: '吴小期', idNumber: `33010220110303567${idCheckDigit('33010220110303567')}` };
const DAY = 86_400_000;
/** The test clock moves at most 7 days a call (http/test-clock.ts). */
const WEEK = 7 * DAY;

let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('retain', { testClock: true, retentionEveryMs: 2000 });
}, 120_000);
afterAll(async () => {
  await school?.close();
});

/** 报名审核, searched for `text` (name, identity number or phone). */
async function searchQueue(text: string) {
  const admin = school.admin;
  await menu(admin, '报名审核');
  await admin.getByPlaceholder('姓名 / 证件号 / 手机号').fill(text);
  await admin.getByRole('button', { name: '搜索', exact: true }).click();
}

describe('retention while the server runs', () => {
  test(
    'a past season’s registration is anonymised by the running server on its own schedule',
    { retry: 0, timeout: 300_000 },
    async () => {
      const admin = school.admin;

      // A form and a free plan that closes tomorrow.
      await newForm(admin, '保留期报名表');
      await publishFirstVersion(admin);
      const plan = await newPlan(admin, { name: PLAN, opens: -1, closes: 1, results: 2 });
      await plan.getByRole('button', { name: '保存' }).click();
      await admin.getByText(`已保存：${PLAN}`).waitFor();

      // A parent in WeChat registers.
      const parent = await wechatParent(school, `retain-${school.tag}`, '/orientation/enrollment/index');
      await registerOnPlanList(parent, PLAN, CHILD);

      // 报名审核 finds the child by name and by identity number while the season is on.
      await searchQueue(CHILD.name);
      const list = admin.getByRole('table', { name: '报名列表' });
      await list.getByRole('button', { name: CHILD.name }).waitFor({ timeout: 20_000 });
      await searchQueue(CHILD.idNumber);
      await list.getByRole('button', { name: CHILD.name }).waitFor({ timeout: 20_000 });

      // The server's clock passes the plan's end (tomorrow) by more than 365 days; the server keeps running.
      let now = new Date();
      for (let moved = 0; moved < 368 * DAY; moved += WEEK) now = await school.advanceClock(WEEK);
      expect(now.getTime()).toBeGreaterThan(Date.now() + 367 * DAY);

      // A year on, the staff session has ended: the administrator logs in again.
      await admin.reload();
      await loginOnScreen(admin, school.adminLogin.phone, school.adminLogin.password);
      await admin.getByRole('navigation', { name: '工作台菜单' }).waitFor();

      // The running server's own retention (every 2 s here) anonymises it: 报名审核 finds the child by
      // neither name nor identity number; the row stays, as 已清除.
      await expect
        .poll(
          async () => {
            await searchQueue(CHILD.name);
            await admin
              .getByText('暂无报名')
              .or(list.getByRole('button', { name: CHILD.name }))
              .first()
              .waitFor();
            return admin.getByText('暂无报名').isVisible();
          },
          { timeout: 60_000, interval: 2000 },
        )
        .toBe(true);
      await searchQueue(CHILD.idNumber);
      await admin.getByText('暂无报名').waitFor();
      await searchQueue('');
      await list.getByRole('button', { name: '已清除' }).waitFor({ timeout: 20_000 });
      expect(await list.getByRole('button', { name: CHILD.name }).count()).toBe(0);
      await list.getByRole('button', { name: '已清除' }).click();
      const drawer = admin.getByRole('dialog', { name: '报名详情' });
      await drawer.getByRole('heading', { name: '已清除' }).waitFor();
      expect(await drawer.getByText(CHILD.name).count()).toBe(0);
      expect(await drawer.getByText(CHILD.idNumber).count()).toBe(0);
      await shot(admin, 'retention-running-purged');
    },
  );
});
