import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { DESK_KEYS } from '@domain/checkin-desk';
import { DeskVm } from './desk.vm';
import { FakeDeskGateway, memoryStore, passFor } from './desk-fakes';

const setup = () => {
  const gw = new FakeDeskGateway();
  const store = memoryStore();
  return { gw, store, vm: new DeskVm(gw, store) };
};

describe('DeskVm online', () => {
  it('scans a pass, asks for the ID card when there is no approved photo, marks 报到 once', async () => {
    const { gw, vm } = setup();
    await vm.submitCode(passFor('w1'));
    expect(vm.student?.name).toBe('林晓');
    expect(vm.needsIdCheck).toBe(true);
    await vm.mark('arrive');
    expect(vm.notice).toEqual({ text: '请先核验学生身份证再办理报到', ok: false });
    expect(gw.marks.size).toBe(0);
    vm.setIdChecked(true);
    await vm.mark('arrive');
    expect(vm.notice).toEqual({ text: '报到 已办理', ok: true });
    expect(vm.student?.steps[0]).toMatchObject({ done: true, by: '张老师' });
    // A second scan is a fresh nonce: the server answers with who did it first.
    await vm.submitCode(passFor('w1'));
    vm.setIdChecked(true);
    await vm.mark('arrive');
    expect(vm.notice?.text).toMatch(/^已由 张老师 于 .+ 办理$/);
    expect(gw.marks.size).toBe(1);
  });

  it('uses a fresh nonce per scan and per step', async () => {
    const { gw, vm } = setup();
    await vm.submitCode(passFor('w2'));
    expect(vm.needsIdCheck).toBe(false);
    await vm.mark('arrive');
    await vm.mark('fee');
    await vm.submitCode(passFor('w2'));
    await vm.mark('fee');
    const nonces = gw.calls.filter((c) => c.startsWith('mark:'));
    expect(new Set(nonces).size).toBe(3);
    expect(nonces.every((n) => /^mark:[A-Za-z0-9_-]{8,64}$/.test(n))).toBe(true);
  });

  it('finds a student by name; several answers are listed to pick from', async () => {
    const { gw, vm } = setup();
    await vm.search('林晓');
    expect(vm.student?.welcomeId).toBe('w1');
    gw.students.push({ w: 'w3', name: '林晓峰', photoUrl: null, method: 'onsite' });
    await vm.search('林晓');
    expect(vm.student).toBeNull();
    expect(vm.results?.map((r) => r.name)).toEqual(['林晓', '林晓峰']);
    vm.pick(vm.results![1]!);
    expect(vm.needsIdCheck).toBe(true);
    await vm.search('无此人');
    expect(vm.notice?.text).toBe('没有找到这名学生');
  });
});

describe('DeskVm offline', () => {
  it('without a day list, an offline scan says to download it', async () => {
    const { vm } = setup();
    vm.setOnline(false);
    await vm.submitCode(passFor('w1'));
    expect(vm.notice?.text).toBe('离线状态下需先下载当日名单');
  });

  it('verifies passes with the day list, queues marks across a reload, syncs when back online', async () => {
    const { gw, store, vm } = setup();
    await vm.downloadDayList();
    expect(vm.notice?.text).toBe('已下载当日名单（2 人）');
    gw.offline = true;
    vm.setOnline(false);
    await vm.submitCode(passFor('w1', 'made-up'));
    expect(vm.notice?.text).toBe('报到码校验失败，请核对身份证');
    await vm.submitCode(passFor('w1'));
    expect(vm.student?.name).toBe('林晓');
    vm.setIdChecked(true);
    await vm.mark('arrive');
    await vm.mark('fee');
    expect(vm.pendingCount).toBe(2);
    // A repeat on this device: already done here.
    await vm.submitCode(passFor('w1'));
    await vm.mark('fee');
    expect(vm.pendingCount).toBe(2);
    expect(vm.notice?.ok).toBe(false);

    // A reload: the queue and the list come back from storage.
    const again = new DeskVm(gw, store);
    await again.start(false);
    expect(again.pendingCount).toBe(2);
    expect(again.list?.students).toHaveLength(2);
    gw.offline = false;
    again.setOnline(true);
    await waitUntil(() => again.pendingCount === 0);
    expect(gw.marks.size).toBe(2);
    expect(JSON.parse(store.read(DESK_KEYS.queue)!).pending).toEqual([]);
  });

  it('a refusal from the server is shown and the desk stays online (no offline guess)', async () => {
    const { gw, vm } = setup();
    await vm.downloadDayList();
    gw.scan = () =>
      Promise.reject({ kind: 'server', code: 422, msg: '报到码无效或已过期，请学生刷新后重新出示' });
    await vm.submitCode(passFor('w1'));
    expect(vm.online).toBe(true);
    expect(vm.student).toBeNull();
    expect(vm.notice).toEqual({ text: '报到码无效或已过期，请学生刷新后重新出示', ok: false });
    expect(vm.busy).toBe(false);
  });

  it('a request failing for the network turns the desk offline and queues the mark; conflicts are shown', async () => {
    const { gw, vm } = setup();
    await vm.downloadDayList();
    await vm.submitCode(passFor('w2'));
    await vm.mark('arrive');
    gw.offline = true;
    await vm.mark('fee');
    expect(vm.online).toBe(false);
    expect(vm.pendingCount).toBe(1);
    // Meanwhile another desk marked it.
    gw.marks.set('w2/fee', { by: '王老师', at: Date.now(), nonce: 'other-desk-1' });
    gw.offline = false;
    await vm.sync();
    expect(vm.pendingCount).toBe(0);
    expect(vm.conflicts).toMatchObject([{ by: '王老师', mark: { welcomeId: 'w2', step: 'fee' } }]);
    expect(vm.conflictLines.map((c) => c.text)).toEqual([
      expect.stringMatching(/^周宁 · 缴费核验：已由 王老师 于 .+ 办理$/),
    ]);
  });
});

describe('DeskVm order and undo', () => {
  it('refuses 缴费核验 before 报到 (online and offline), with the domain’s reason', async () => {
    const { gw, vm } = setup();
    await vm.downloadDayList();
    await vm.submitCode(passFor('w2'));
    expect(vm.markBlocked('fee')).toBe('请先办理报到，再办理缴费核验');
    await vm.mark('fee');
    expect(vm.notice).toEqual({ text: '请先办理报到，再办理缴费核验', ok: false });
    gw.offline = true;
    vm.setOnline(false);
    await vm.submitCode(passFor('w2'));
    await vm.mark('fee');
    expect(vm.pendingCount).toBe(0);
    expect(gw.marks.size).toBe(0);
  });

  it('after a sync the queued line (联网后自动同步) gives way to who did it', async () => {
    const { gw, vm } = setup();
    await vm.downloadDayList();
    gw.offline = true;
    vm.setOnline(false);
    await vm.submitCode(passFor('w2'));
    vm.setIdChecked(true);
    await vm.mark('arrive');
    expect(vm.stepLines.arrive).toBe('报到 已记录，联网后自动同步');
    expect(vm.notice?.text).toContain('联网后自动同步');
    gw.offline = false;
    vm.setOnline(true);
    await waitUntil(() => vm.pendingCount === 0 && !vm.syncing);
    expect(vm.stepLines.arrive).toBeUndefined();
    expect(vm.student?.steps[0]).toMatchObject({ done: true, by: '李老师' });
    expect(vm.notice).toBeNull();
  });

  it('undo needs the network; undone, the device forgets the mark and 报到 can be marked again', async () => {
    const { gw, vm } = setup();
    await vm.downloadDayList();
    await vm.submitCode(passFor('w2'));
    await vm.mark('arrive');
    await vm.mark('fee');
    expect(vm.undoBlocked('arrive')).toBe('已办理缴费核验，请先撤销该环节再撤销报到');
    await vm.undo('fee');
    gw.offline = true;
    vm.setOnline(false);
    expect(vm.undoBlocked('arrive')).toBe('离线状态下不能撤销，请联网后再试');
    gw.offline = false;
    vm.setOnline(true);
    await vm.undo('arrive');
    expect(vm.notice).toEqual({ text: '报到 已撤销', ok: true });
    expect(vm.queue.done['w2/arrive']).toBeUndefined();
    await vm.mark('arrive');
    expect(gw.marks.get('w2/arrive')).toBeDefined();
  });
});

async function waitUntil(ok: () => boolean) {
  for (let i = 0; i < 50 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
}
