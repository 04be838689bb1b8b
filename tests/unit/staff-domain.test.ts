import * as roster from '@contract/roster';
import * as W from '@contract/staff-work';
import { describe, expect, it } from 'vitest';
import * as cms from '@contract/staff-cms';
import { batches, dryRunSummary, progressPercent, progressText } from '@domain/staff/bulk';
import {
  initialQueueFilter,
  queueRequest,
  REVIEW_TABS,
  searchKind,
  turnedSort,
  withFilter,
} from '@domain/staff/queue';
import { can, type StaffAction } from '@domain/staff/roles';
import { offers } from '@domain/staff/transitions';
import type { StaffRole } from '@domain/staff/types';
import { feeBadge, reviewBadge } from '@domain/staff/wording';
import { chinaTime, publishAtIso } from '@domain/use-cases/staff/publish';
import { newPasswordRefusal } from '@domain/use-cases/staff/sign-in';
import * as checkinSettings from '@contract/checkin-settings';
import * as checkinExports from '@contract/checkin-exports';
import * as corrections from '@contract/corrections';
import { ACTION_ROLES } from '@domain/staff/roles';

describe('staff domain', () => {
  it('the role → actions table agrees with the roles the server enforces per endpoint', () => {
    const endpointOf: Partial<Record<StaffAction, { action: StaffAction }>> = {
      review: W.approve,
      bulkApprove: W.bulkApprove,
      editTemplates: W.saveRejectTemplates,
      vouchers: W.reviewVoucher,
      photos: W.reviewPhoto,
      admit: W.admit,
      publishResults: W.publishResults,
      orders: W.orders,
      markPaid: W.markPaid,
      refund: W.refund,
      export: W.exportXlsx,
      outbox: W.outbox,
    };
    for (const role of ['admin', 'admissions', 'checkin'] as StaffRole[]) {
      for (const [action, ep] of Object.entries(endpointOf) as [StaffAction, { action: StaffAction }][]) {
        expect(can(role, action), `${role} ${action}`).toBe(
          (ACTION_ROLES[ep.action] as readonly string[]).includes(role),
        );
      }
      // contract/staff-work.ts: identity numbers and phones unmasked for 学校管理员 and 招生老师 (mayUnmask).
      expect(can(role, 'unmask')).toBe(role === 'admin' || role === 'admissions');
      expect(can(role, 'audit')).toBe(role === 'admin');
      // contract/privacy.ts: only the school's administrator decides deletion requests.
      expect(can(role, 'privacy')).toBe(role === 'admin');
      // server/src/modules/desk: the desk calls and the arrivals board take 报到老师 or 学校管理员.
      expect(can(role, 'desk')).toBe(role === 'admin' || role === 'checkin');
      expect(can(role, 'board')).toBe(role === 'admin' || role === 'checkin');
      // contract/roster.ts: 新生名单 read by 学校管理员 and 报到老师, written by 学校管理员.
      expect(can(role, 'roster')).toBe(role === 'admin' || role === 'checkin');
      expect(can(role, 'rosterWrite')).toBe(role === 'admin');
      // contract/checkin-settings.ts and checkin-exports.ts: 报到设置 and 报到导出.
      expect(can(role, 'checkinSettings')).toBe(
        (ACTION_ROLES[checkinSettings.saveCheckinSettingsEndpoint.action] as readonly string[]).includes(
          role,
        ),
      );
      expect(can(role, 'checkinExport')).toBe(
        (ACTION_ROLES[checkinExports.xlsx.action] as readonly string[]).includes(role),
      );
      // contract/staff-cms.ts: 新闻公告 / 文档 by 学校管理员 and 招生老师.
      expect(can(role, 'cms')).toBe((ACTION_ROLES[cms.list.action] as readonly string[]).includes(role));
      // contract/corrections.ts: 更正信息 by 学校管理员 and 招生老师; roster corrections are rosterWrite.
      const rolesOf = (op: { action: keyof typeof ACTION_ROLES }) =>
        ACTION_ROLES[op.action] as readonly string[];
      expect(can(role, 'correct')).toBe(rolesOf(corrections.correctRegistration).includes(role));
      expect(can(role, 'rosterWrite')).toBe(rolesOf(corrections.removeStudent).includes(role));
      expect(rolesOf(corrections.correctRegistration)).toEqual(['admin', 'admissions']);
      expect(rolesOf(corrections.removeStudent)).toEqual(['admin']);
    }
    expect((Object.keys(ACTION_ROLES) as StaffAction[]).filter((a) => can('checkin', a))).toEqual([
      'session',
      'planList',
      'photos',
      'outbox',
      'desk',
      'board',
      'roster',
      'checkinExport',
    ]);
    expect(can(null, 'review')).toBe(false);
    expect([roster.list.action, roster.options.action]).toEqual(['roster', 'roster']);
    const { mapping, saveMapping, generate, template, preview, commit } = roster;
    for (const op of [mapping, saveMapping, generate, template, preview, commit])
      expect(op.action, op.path).toBe('rosterWrite');
  });

  it('queue filter: tabs worded by the review journey, search kinds, request, page reset', () => {
    expect(REVIEW_TABS.map((t) => t.label)).toEqual(['待审核', '审核通过', '已驳回']);
    expect(searchKind('张三')).toBe('name');
    expect(searchKind('13800001111')).toBe('phone');
    expect(searchKind('11010120080101123X')).toBe('idNumber');
    expect(searchKind('1234')).toBe('idNumber');
    // Issue 23: a 报名编号 (year + counter) is searched as that number (or an ID-number tail).
    expect(searchKind('202600017')).toBe('regNo');
    expect(searchKind('2026000170')).toBe('regNo');
    expect(searchKind('20260001')).toBe('idNumber');
    expect(searchKind('  ')).toBe('none');
    const f = withFilter({ ...initialQueueFilter('p1'), page: 3 }, { q: ' 张 ' });
    expect(f.page).toBe(1);
    expect(queueRequest(f)).toEqual({
      planId: 'p1',
      review: 'pending',
      q: '张',
      sort: 'submittedDesc',
      page: 1,
      pageSize: 20,
    });
    expect(withFilter(f, { page: 2 }).page).toBe(2);
    expect(queueRequest(initialQueueFilter())).toEqual({
      review: 'pending',
      sort: 'submittedDesc',
      page: 1,
      pageSize: 20,
    });
    expect(turnedSort('submittedDesc')).toBe('submittedAsc');
    expect(turnedSort('submittedAsc')).toBe('submittedDesc');
  });

  it('bulk dry-run summary, batches and progress', () => {
    expect(dryRunSummary('通过', { count: 10, ids: [], decided: [], skipped: [] })).toBe('将通过 10 条报名');
    expect(
      dryRunSummary('通过', {
        count: 2,
        ids: [],
        decided: [],
        skipped: [{ id: 'x', name: '张三', reason: 'r' }],
      }),
    ).toBe('将通过 2 条报名，1 条不能通过');
    expect(dryRunSummary('录取', { count: 0, ids: [], decided: [], skipped: [] })).toBe('没有可录取的报名');
    expect(batches([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(progressPercent({ done: 5, total: 10, failed: 0 })).toBe(50);
    expect(progressPercent({ done: 0, total: 0, failed: 0 })).toBe(100);
    expect(progressText('通过', { done: 8, total: 10, failed: 2 })).toBe('已通过 8 / 10，失败 2');
  });

  it('offers only the transitions the journeys allow', () => {
    // Every staff table reads the server's `actions` (issue 23); none sent offers nothing.
    expect(offers({ actions: ['approve', 'reject'] }, 'approve')).toBe(true);
    expect(offers({ actions: ['reject'] }, 'approve')).toBe(false);
    expect(offers({}, 'reject')).toBe(false);
    expect(offers(null, 'reject')).toBe(false);
    expect(reviewBadge(2)).toEqual({ label: '已驳回', tone: 'danger' });
    expect(feeBadge(3)).toEqual({ label: '已缴费', tone: 'success' });
  });

  it('publish time: a China-time datetime-local value to ISO with offset, and back', () => {
    expect(publishAtIso('2026-07-01T09:00')).toBe('2026-07-01T09:00:00+08:00');
    expect(publishAtIso('2026-07-01T09:00:30')).toBe('2026-07-01T09:00:30+08:00');
    expect(publishAtIso('2026-02-30T09:00')).toBeNull();
    expect(publishAtIso('')).toBeNull();
    expect(chinaTime('2026-07-01T01:00:00.000Z')).toBe('2026-07-01 09:00');
    expect(chinaTime(null)).toBe('-');
  });

  it('first password: at least 8, twice the same, not the old one', () => {
    expect(newPasswordRefusal('', 'abcdefgh', 'abcdefgh')).toBe('请输入原密码');
    expect(newPasswordRefusal('old', 'short', 'short')).toBe('新密码至少8位');
    expect(newPasswordRefusal('old', 'abcdefgh', 'abcdefgX')).toBe('两次输入的新密码不一致');
    expect(newPasswordRefusal('abcdefgh', 'abcdefgh', 'abcdefgh')).toBe('新密码不能与原密码相同');
    // A run of letters is refused by the password policy (issue 34 item 20); a mixed one passes.
    expect(newPasswordRefusal('old', 'abcdefgh', 'abcdefgh')).toBe('密码过于简单，请换一个不易被猜到的密码');
    expect(newPasswordRefusal('old', 'Qiu2026zs', 'Qiu2026zs')).toBeNull();
  });
});
