import 'reflect-metadata';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CodeScanner, DeskGateway, DeskStore } from '@domain/checkin-desk';
import { ContainerProvider } from '@ui/di';
import { DeskPage } from './desk-page';
import { FakeDeskGateway, memoryStore, passFor } from './desk-fakes';

function setup() {
  const gw = new FakeDeskGateway();
  const decoded: Blob[] = [];
  const scanner: CodeScanner = {
    kind: 'wechat',
    scan: async () => passFor('w1'),
    decodeImage: async (f) => (decoded.push(f), passFor('w2')),
  };
  const c = new Container();
  c.bind(DeskGateway).toConstantValue(gw);
  c.bind(DeskStore).toConstantValue(memoryStore());
  c.bind(CodeScanner).toConstantValue(scanner);
  render(
    <ContainerProvider container={c}>
      <DeskPage />
    </ContainerProvider>,
  );
  return { gw, decoded };
}

describe('现场报到', () => {
  it('扫码 shows the student; 到校现场核验 needs 已核验身份证 before 办理报到; a repeat says who did it', async () => {
    const user = userEvent.setup();
    const { gw } = setup();
    expect(screen.getByTestId('desk-net')).toHaveTextContent('在线');
    await user.click(screen.getByRole('button', { name: '扫码' }));
    const card = await screen.findByRole('article', { name: '林晓的报到信息' });
    expect(within(card).getByText('身份证 110101********1234')).toBeInTheDocument();
    expect(within(card).getByText('到校现场核验')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '办理报到' })).toBeDisabled();
    await user.click(within(card).getByText('已核验身份证'));
    await user.click(within(card).getByRole('button', { name: '办理报到' }));
    expect(await within(card).findByText('报到 已办理')).toBeInTheDocument();
    gw.staffName = '李老师';
    await user.click(screen.getByRole('button', { name: '扫码' }));
    const again = await screen.findByRole('article', { name: '林晓的报到信息' });
    expect(within(again).getByText(/^已由 张老师 于 .+ 办理$/)).toBeInTheDocument();
    expect(gw.marks.size).toBe(1);
  });

  it('从相册识别 decodes the picked image; the approved photo is shown for a check by eye', async () => {
    const user = userEvent.setup();
    const { decoded } = setup();
    await user.upload(screen.getByLabelText('从相册识别'), new File(['x'], 'qr.png', { type: 'image/png' }));
    const card = await screen.findByRole('article', { name: '周宁的报到信息' });
    expect(decoded).toHaveLength(1);
    expect(await within(card).findByAltText('周宁的人脸照片')).toBeInTheDocument();
    expect(within(card).queryByText('到校现场核验')).toBeNull();
    expect(within(card).getByRole('button', { name: '办理报到' })).toBeEnabled();
  });

  it('offline: the indicator says 离线, a scan without the day list asks to download it', async () => {
    const user = userEvent.setup();
    const { gw } = setup();
    gw.offline = true;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('desk-net')).toHaveTextContent('离线');
    await user.click(screen.getByRole('button', { name: '扫码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('离线状态下需先下载当日名单');
    expect(screen.getByTestId('desk-queued')).toHaveTextContent('待同步 0 条');
  });

  it('shows only the steps this role may mark; a refused mark is told in Chinese', async () => {
    const user = userEvent.setup();
    const { gw } = setup();
    gw.schoolSteps = [
      { key: 'arrive', name: '报到' },
      { key: 'fee', name: '缴费核验', roles: ['admin'] },
      { key: 'items', name: '领取物品', roles: ['checkin'] },
    ];
    await user.click(screen.getByRole('button', { name: '扫码' }));
    const card = await screen.findByRole('article', { name: '林晓的报到信息' });
    const steps = within(card).getByRole('list', { name: '报到环节' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('报到'), expect.stringContaining('领取物品')]);
    expect(within(card).queryByText(/缴费核验/)).toBeNull();
    await user.click(within(card).getByText('已核验身份证'));
    await user.click(within(card).getByRole('button', { name: '办理报到' }));
    await within(card).findByText('报到 已办理');
    // The step list changed after the scan (another admin saved 报到设置): the server refuses.
    gw.schoolSteps = [
      { key: 'arrive', name: '报到' },
      { key: 'items', name: '领取物品', roles: ['admin'] },
    ];
    await user.click(within(card).getByRole('button', { name: '办理领取物品' }));
    expect(await screen.findByText('「领取物品」只能由学校管理员办理，报到老师不能办理')).toBeInTheDocument();
    expect(gw.marks.size).toBe(1);
  });

  it('报到 first: 缴费核验 is disabled with the reason until 报到; 撤销报到 waits for the later steps to be undone', async () => {
    const user = userEvent.setup();
    const { gw } = setup();
    await user.click(screen.getByRole('button', { name: '扫码' }));
    const card = await screen.findByRole('article', { name: '林晓的报到信息' });
    const fee = within(card).getByRole('button', { name: '办理缴费核验' });
    expect(fee).toBeDisabled();
    expect(fee).toHaveAccessibleDescription('请先办理报到，再办理缴费核验');
    await user.click(within(card).getByText('已核验身份证'));
    await user.click(within(card).getByRole('button', { name: '办理报到' }));
    await within(card).findByText('报到 已办理');
    await user.click(within(card).getByRole('button', { name: '办理缴费核验' }));
    await within(card).findByText('缴费核验 已办理');
    expect(within(card).getByRole('button', { name: '撤销报到' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: '撤销缴费核验' }));
    expect(await screen.findByText('缴费核验 已撤销')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '撤销报到' }));
    expect(await screen.findByText('报到 已撤销')).toBeInTheDocument();
    expect(gw.marks.size).toBe(0);
    expect(within(card).getByRole('button', { name: '办理报到' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '办理缴费核验' })).toBeDisabled();
  });

  it('a photo not yet approved is shown marked 待审核, and 报到 needs the ID card', async () => {
    const user = userEvent.setup();
    const { gw } = setup();
    gw.students[0] = { ...gw.students[0]!, photoUrl: '/fileapi/w1.jpg', photoPending: true };
    await user.click(screen.getByRole('button', { name: '扫码' }));
    const card = await screen.findByRole('article', { name: '林晓的报到信息' });
    expect(await within(card).findByAltText('林晓的人脸照片（待审核）')).toBeInTheDocument();
    expect(within(card).getByText('待审核')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '办理报到' })).toBeDisabled();
  });
});
