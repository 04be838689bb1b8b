import { describe, expect, it } from 'vitest';
import { MemoryStore } from '@adapters/storage/memory-store';
import type { Enrollment } from '@domain/ports/checkin-gateway';
import {
  ARRIVAL_TEXT,
  arrivalWindow,
  saveArrivalPlan,
  savedArrivalPlan,
} from '@domain/use-cases/checkin/arrival-plan';
import { confirmDetails, loadConfirmDetails } from '@domain/use-cases/checkin/confirm-details';
import { loadIdentity } from '@domain/use-cases/checkin/identity';
import { loadCheckinHome } from '@domain/use-cases/checkin/load-checkin-home';
import { loadMoreInfo, readNotice } from '@domain/use-cases/checkin/read-notice';
import { NAME_REQUIRED, REPORT_TEXT, reportIn } from '@domain/use-cases/checkin/report-in';
import { UPLOAD_FAILED_TEXT, uploadFacePhoto } from '@domain/use-cases/checkin/upload-face-photo';
import { CONFIRM_FAILED } from '@domain/use-cases/checkin/confirm-details';
import { loadNotice } from '@domain/use-cases/checkin/read-notice';
import { TEXT_LOAD_FAILED } from '@domain/use-cases/outcome';
import { ID, clockAt, failure, fakeCheckin, memorySession, progress, studentDetail } from './fakes';

const clock = clockAt('2026-08-20T02:00:00Z');

describe('report in', () => {
  const reported = { welcomeId: 'W9', token: 'T9', userInfo: { tenantId: 't1', trueName: '张三' } };

  it('checks name and identity number before any call', async () => {
    const checkin = fakeCheckin();
    const deps = { checkin, session: memorySession(), clock, tab: new MemoryStore() };
    const res = await reportIn(deps, { name: '  ', idNumber: ID.slice(0, -1) + '0' });
    expect(res).toEqual({ kind: 'invalid', nameError: NAME_REQUIRED, idError: expect.any(String) });
    expect(res.kind === 'invalid' && res.idError).toMatch(/身份证/);
    expect(checkin.calls).toEqual([]);
  });

  it('sends the normalized identity, stores the student session, welcomeId and the tab identity', async () => {
    const checkin = fakeCheckin({ report: async () => reported });
    const session = memorySession({ orgId: 'o1' });
    const tab = new MemoryStore();
    const res = await reportIn(
      { checkin, session, clock, tab },
      { name: ' 张三 ', idNumber: ID.toLowerCase(), ticketNo: '  ' },
    );
    expect(res).toEqual({ kind: 'done', value: { welcomeId: 'W9' } });
    // An empty ticket number is not sent at all.
    expect(checkin.calls).toEqual([['report', [{ name: '张三', idNumber: ID.toUpperCase() }]]]);
    expect(session.token()).toBe('T9');
    expect(session.userInfo()).toMatchObject({ orgId: 'o1', tenantId: 't1', welcomeId: 'W9' });
    expect(loadIdentity(tab)).toEqual({ name: '张三', idNumber: ID.toUpperCase() });
  });

  it('a refusal is refused with the report wording and stores nothing', async () => {
    const checkin = fakeCheckin({
      report: async () => {
        throw failure(404, '未找到');
      },
    });
    const session = memorySession();
    const tab = new MemoryStore();
    expect(
      await reportIn({ checkin, session, clock, tab }, { name: '张三', idNumber: ID, ticketNo: 'A-1' }),
    ).toEqual({ kind: 'refused', message: REPORT_TEXT.unknown });
    expect(checkin.calls[0]![1]).toEqual([{ name: '张三', idNumber: ID, ticketNo: 'A-1' }]);
    expect(session.token()).toBeNull();
    expect(loadIdentity(tab)).toBeNull();
  });
});

describe('check-in home', () => {
  const enrollment = { name: '张三', reportStatus: 1 } as Enrollment;

  it('reads the record and, with the tab identity, the enrolment; names the user', async () => {
    const tab = new MemoryStore();
    const session = memorySession();
    await reportIn(
      {
        checkin: fakeCheckin({ report: async () => ({ welcomeId: 'W', token: 'T', userInfo: {} }) }),
        session,
        clock,
        tab,
      },
      { name: '张三', idNumber: ID },
    );
    const checkin = fakeCheckin({ detail: async () => studentDetail(), queryEnroll: async () => enrollment });
    const home = await loadCheckinHome({ checkin, session, tab });
    expect(home).toEqual({ kind: 'done', value: { detail: studentDetail(), enrollment } });
    expect(checkin.calls.find(([m]) => m === 'queryEnroll')![1]).toEqual([{ name: '张三', idNumber: ID }]);
    expect(session.userInfo().trueName).toBe('张三');
  });

  it('without the identity (another tab) or when the look-up fails, shows the record alone', async () => {
    const checkin = fakeCheckin({ detail: async () => studentDetail() });
    const home = await loadCheckinHome({ checkin, session: memorySession(), tab: new MemoryStore() });
    expect(home).toMatchObject({ kind: 'done', value: { enrollment: null } });
    expect(checkin.calls.map(([m]) => m)).toEqual(['detail']);

    const tab = new MemoryStore();
    tab.set('checkinIdentity', JSON.stringify({ name: '张三', idNumber: ID }));
    const failing = fakeCheckin({
      detail: async () => studentDetail(),
      queryEnroll: async () => {
        throw failure(500);
      },
    });
    expect(await loadCheckinHome({ checkin: failing, session: memorySession(), tab })).toMatchObject({
      kind: 'done',
      value: { enrollment: null },
    });
  });

  it('a failed record read is an outcome (the screen shows its error state)', async () => {
    const deps = (e: unknown) => ({
      checkin: fakeCheckin({
        detail: async () => {
          throw e;
        },
      }),
      session: memorySession(),
      tab: new MemoryStore(),
    });
    expect(await loadCheckinHome(deps(failure(401)))).toEqual({ kind: 'needsLogin' });
    expect(await loadCheckinHome(deps(failure(403)))).toEqual({ kind: 'refused', message: '暂无权限' });
    expect(await loadCheckinHome(deps(new Error('bug')))).toEqual({
      kind: 'refused',
      message: TEXT_LOAD_FAILED,
    });
  });
});

describe('notice', () => {
  it('我已阅读 answers the server progress', async () => {
    const checkin = fakeCheckin({
      readNotice: async () => ({
        noticeReadAt: '2026-08-20T10:00:00+08:00',
        progress: progress('noticeRead'),
      }),
    });
    expect(await readNotice(checkin)).toEqual({ kind: 'done', value: progress('noticeRead') });
  });

  it('a failed read or 我已阅读 is refused with the catalogue text', async () => {
    const checkin = fakeCheckin({
      document: async () => {
        throw failure(500, '数据库连接失败');
      },
      readNotice: async () => {
        throw failure(0, '', 'network');
      },
      moreMessage: async () => {
        throw failure(403);
      },
    });
    expect(await loadNotice(checkin)).toEqual({ kind: 'refused', message: '数据库连接失败' });
    expect(await readNotice(checkin)).toEqual({ kind: 'refused', message: '网络错误' });
    expect(await loadMoreInfo(checkin)).toEqual({ kind: 'refused', message: '暂无权限' });
  });

  it('more information leaves out empty rows', async () => {
    const checkin = fakeCheckin({
      moreMessage: async () => ({
        items: [
          { label: '班级', value: '1班' },
          { label: '宿舍', value: '  ' },
        ],
      }),
    });
    expect(await loadMoreInfo(checkin)).toEqual({ kind: 'done', value: [{ label: '班级', value: '1班' }] });
  });
});

describe('confirm details', () => {
  it('loads the record, the setting, the region tree and the five option lists', async () => {
    const checkin = fakeCheckin({
      detail: async () => studentDetail(),
      setting: async () => ({
        editableFields: ['phone'],
        allowEditAfterConfirm: false,
        requirePhoto: true,
        reportStart: '',
        reportEnd: '',
        photo: { maxBytes: 1, minWidth: 1, minHeight: 1, maxWidth: 1, maxHeight: 1, types: [] },
      }),
      regions: async () => [],
      options: async (k) => [{ value: k, label: k }],
    });
    const res = await loadConfirmDetails(checkin);
    if (res.kind !== 'done') throw new Error(res.kind);
    const data = res.value;
    expect(Object.keys(data.options)).toEqual(['nation', 'party', 'hkType', 'dayGoType', 'stuType']);
    expect(data.options.party).toEqual([{ value: 'party', label: 'party' }]);
    expect(data.detail.version).toBe(3);
  });

  it('sends trimmed values, the area code of the region path and the version, and confirms', async () => {
    const checkin = fakeCheckin({
      updateInfo: async () => ({ version: 4, confirmedAt: '2026-08-20T10:00:00+08:00' }),
    });
    const res = await confirmDetails(checkin, {
      version: 3,
      values: {
        phone: ' 13800138000 ',
        regionCode: ['110000', '110100', '110105'],
        address: '',
        nation: undefined,
      },
    });
    expect(res).toEqual({ kind: 'done', value: { version: 4 } });
    expect(checkin.calls).toEqual([
      ['updateInfo', [{ confirm: true, version: 3, phone: '13800138000', regionCode: '110105' }]],
    ]);
  });

  it('a version conflict (409) is an answer, other refusals are refused with their wording', async () => {
    const conflict = fakeCheckin({
      updateInfo: async () => {
        throw failure(409, '版本冲突');
      },
    });
    expect(await confirmDetails(conflict, { version: 1, values: {} })).toEqual({ kind: 'conflict' });
    const refused = fakeCheckin({
      updateInfo: async () => {
        throw failure(400, '手机号格式不正确');
      },
    });
    expect(await confirmDetails(refused, { version: 1, values: {} })).toEqual({
      kind: 'refused',
      message: '手机号格式不正确',
    });
    const raw = fakeCheckin({
      updateInfo: async () => {
        throw failure(500, 'java.lang.NullPointerException');
      },
    });
    expect(await confirmDetails(raw, { version: 1, values: {} })).toEqual({
      kind: 'refused',
      message: CONFIRM_FAILED,
    });
    const loggedOut = fakeCheckin({
      updateInfo: async () => {
        throw failure(401);
      },
    });
    expect(await confirmDetails(loggedOut, { version: 1, values: {} })).toEqual({ kind: 'needsLogin' });
  });
});

describe('arrival plan', () => {
  const session = () => memorySession({ welcomeId: 'W1' });

  it('offers the reporting window from today in China', () => {
    const setting = { reportStart: '2026-08-18', reportEnd: '2026-08-25' };
    // 2026-08-19T17:00Z is already 08-20 in China.
    expect(arrivalWindow(setting, new Date('2026-08-19T17:00:00Z'))).toEqual({
      from: '2026-08-20',
      to: '2026-08-25',
    });
    expect(arrivalWindow(setting, new Date('2026-08-01T00:00:00Z'))).toEqual({
      from: '2026-08-18',
      to: '2026-08-25',
    });
    expect(arrivalWindow({ reportStart: '', reportEnd: '' }, new Date())).toBeNull();
  });

  it('checks mode, date and window before any call', async () => {
    const checkin = fakeCheckin();
    const deps = { checkin, session: session(), local: new MemoryStore() };
    const input = { mode: '' as const, date: '', companions: 0, trafficNo: '' };
    const w = { from: '2026-08-20', to: '2026-08-25' };
    expect(await saveArrivalPlan(deps, input, w)).toEqual({ kind: 'invalid', error: ARRIVAL_TEXT.mode });
    expect(await saveArrivalPlan(deps, { ...input, mode: 'self' }, w)).toEqual({
      kind: 'invalid',
      error: ARRIVAL_TEXT.date,
    });
    expect(await saveArrivalPlan(deps, { ...input, mode: 'self', date: '2026-08-26' }, w)).toEqual({
      kind: 'invalid',
      error: ARRIVAL_TEXT.range('2026-08-20', '2026-08-25'),
    });
    expect(checkin.calls).toEqual([]);
  });

  it('saves on the server and keeps the plan per student on the device', async () => {
    const checkin = fakeCheckin({
      studentReport: async (p) => ({
        arriveMode: p.arriveMode,
        arriveDate: p.arriveDate,
        companions: p.companions ?? 0,
        trafficNo: p.trafficNo ?? '',
        savedAt: '2026-08-20T10:00:00+08:00',
      }),
    });
    const local = new MemoryStore();
    const deps = { checkin, session: session(), local };
    const res = await saveArrivalPlan(
      deps,
      { mode: 'parent', date: '2026-08-21', companions: 2, trafficNo: ' G101 ' },
      null,
    );
    expect(res).toEqual({ kind: 'done', value: { savedAt: '2026-08-20T10:00:00+08:00' } });
    expect(checkin.calls[0]![1]).toEqual([
      { arriveMode: 'parent', arriveDate: '2026-08-21', companions: 2, trafficNo: 'G101' },
    ]);
    expect(savedArrivalPlan(deps)).toMatchObject({
      arriveMode: 'parent',
      savedAt: '2026-08-20T10:00:00+08:00',
    });
    // Another student on the same device sees nothing.
    expect(savedArrivalPlan({ session: memorySession({ welcomeId: 'W2' }), local })).toBeNull();
    local.set('checkinArrival:W1', '{not json');
    expect(savedArrivalPlan(deps)).toBeNull();
  });

  it('a refused save is refused with the catalogue text and keeps nothing on the device', async () => {
    const checkin = fakeCheckin({
      studentReport: async () => {
        throw failure(400, '预计到校日期不在报到时间内');
      },
    });
    const local = new MemoryStore();
    const deps = { checkin, session: session(), local };
    const input = { mode: 'self' as const, date: '2026-08-21', companions: 0, trafficNo: '' };
    expect(await saveArrivalPlan(deps, input, null)).toEqual({
      kind: 'refused',
      message: '预计到校日期不在报到时间内',
    });
    expect(savedArrivalPlan(deps)).toBeNull();
  });
});

describe('upload face photo', () => {
  it('uploads the photo and reports progress within 0..1', async () => {
    const seen: number[] = [];
    const checkin = fakeCheckin({
      uploadFacePhoto: async (_blob, onProgress) => {
        onProgress(0.5);
        onProgress(1.2);
        return { fileId: 'F1', url: '/f/F1', width: 600, height: 800 };
      },
    });
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    expect(await uploadFacePhoto(checkin, photo, (f) => seen.push(f))).toMatchObject({
      kind: 'done',
      value: { fileId: 'F1' },
    });
    expect(seen).toEqual([0.5, 1]);
    expect(checkin.calls[0]![1][0]).toBe(photo);
  });

  it('refuses an empty photo without a call', async () => {
    const checkin = fakeCheckin();
    expect(await uploadFacePhoto(checkin, new Blob([]))).toEqual({
      kind: 'refused',
      message: UPLOAD_FAILED_TEXT,
    });
    expect(checkin.calls).toEqual([]);
  });

  it("a refused upload says the server's Chinese sentence, else 上传失败", async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const refusing = (e: unknown) =>
      fakeCheckin({
        uploadFacePhoto: async () => {
          throw e;
        },
      });
    expect(await uploadFacePhoto(refusing(failure(400, '照片过大')), photo)).toEqual({
      kind: 'refused',
      message: '照片过大',
    });
    expect(await uploadFacePhoto(refusing(failure(0, '', 'network')), photo)).toEqual({
      kind: 'refused',
      message: UPLOAD_FAILED_TEXT,
    });
  });
});
