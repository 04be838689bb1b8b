import { createHash, createHmac } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draw, DRAW_ALGORITHM, type DrawHashes } from '@domain/admissions/lottery';
import { DrawHashesPort, LotteryRecordGateway, type PublicDraw } from '@domain/ports/lottery-record';
import LotteryRecordPage from '@ui/features/admissions/lottery/lottery-record-page';
import { gateways, renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';

const node: DrawHashes = {
  hmacSha256: (key, message) => createHmac('sha256', key).update(message, 'utf8').digest('hex'),
  sha256: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
};
const groups = [
  { id: 'g1', name: '第一类：户籍+学区', places: 2 },
  { id: 'g2', name: '第二类' },
];
const entries = Array.from({ length: 8 }, (_, i) => ({
  regNo: `2027${String(i + 1).padStart(5, '0')}`,
  groupId: i < 4 ? 'g1' : 'g2',
}));
const SEED = 'c0ffee'.repeat(10);

function record(over: Partial<PublicDraw> = {}): PublicDraw {
  const order = draw(node, SEED, { places: 4, groups, entries }).order.map((e) => ({
    regNo: e.regNo,
    groupId: e.groupId,
    key: e.key,
    rank: e.rank,
    admitted: e.outcome.admitted,
    waitlist: e.outcome.admitted ? null : e.outcome.waitlist,
  }));
  return {
    planId: 'p1',
    planName: '2027年秋季摇号招生',
    schoolName: '示范学校',
    algorithm: DRAW_ALGORITHM,
    seedHash: node.sha256(SEED),
    places: 4,
    groups,
    entries,
    committedAt: '2026-06-01T09:00:00+08:00',
    observer: '王公证员',
    seed: SEED,
    drawnAt: '2026-06-02T10:00:00+08:00',
    order,
    ...over,
  };
}

function open(rec: PublicDraw | Error, search = 'planId=p1') {
  const h = setupHarness(gateways(), { path: '/orientation/homepage/lottery', search, token: null });
  const asked: string[] = [];
  h.container.bind(LotteryRecordGateway).toConstantValue({
    record: async (planId: string) => {
      asked.push(planId);
      if (rec instanceof Error) throw rec;
      return rec;
    },
  });
  // The page's own hashes are WebCrypto (tests/adapters/lottery-verify.test.ts); here node:crypto, async.
  h.container.bind(DrawHashesPort).toConstantValue({
    hmacSha256: async (k: string, m: string) => node.hmacSha256(k, m),
    sha256: async (t: string) => node.sha256(t),
  });
  renderScreen(LotteryRecordPage, h);
  return asked;
}

describe('摇号公示 (no login)', () => {
  it('shows the commitment, the seed and the order, recomputes it and says 验证通过', async () => {
    const asked = open(record());
    expect(await screen.findByText(/^验证通过/)).toBeInTheDocument();
    expect(asked).toEqual(['p1']);
    expect(screen.getByText(node.sha256(SEED))).toBeInTheDocument();
    expect(screen.getByText(SEED)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '摇号结果' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getAllByText('中签')).toHaveLength(4);
    await user().type(screen.getByLabelText('查找报名编号'), '202700003');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a changed order or a seed that is not the committed one: 验证不一致, saying which', async () => {
    const r = record();
    const swapped = [...r.order!];
    [swapped[0], swapped[1]] = [
      { ...swapped[1]!, rank: 1 },
      { ...swapped[0]!, rank: 2 },
    ];
    open({ ...r, order: swapped, seedHash: node.sha256('another seed') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('验证不一致');
    expect(alert).toHaveTextContent('公开的种子与摇号前公示的哈希不符');
    expect(alert).toHaveTextContent('重新计算的顺序从第 1 位起与公示结果不同');
  });

  it('before the draw: the frozen list and when the seed comes; a failed load offers 重试', async () => {
    open(record({ seed: null, drawnAt: null, order: null }));
    expect(await screen.findByText(/尚未摇号/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '参加摇号的名单' })).toBeInTheDocument();
  });

  it('a record not published yet: the server’s sentence and 重试', async () => {
    open(new Error('摇号名单尚未公示'));
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
