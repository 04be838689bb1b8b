import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ParentLinkSection } from './parent-link-section';

const URL_ =
  'https://zs.example.edu.cn/zhxy/mobile/recruit/?orgId=200101&tenantId=2001#/orientation/homepage/index';

describe('学校设置 › 家长入口', () => {
  it("shows the server's link and its QR code; 复制链接 puts the link on the clipboard and says so", async () => {
    const user = userEvent.setup();
    render(<ParentLinkSection url={URL_} schoolName="示范中学" />);
    expect(screen.getByRole('heading', { name: '家长入口' })).toBeTruthy();
    expect(screen.getByText(URL_)).toBeTruthy();
    const qr = screen.getByRole('img', { name: '示范中学家长入口二维码' });
    // The code itself is drawn once qrcode.react has loaded (lazy).
    expect(
      await screen.findByText((_c, el) => el?.tagName.toLowerCase() === 'svg' && qr.contains(el)),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await navigator.clipboard.readText()).toBe(URL_);
    expect((await screen.findByRole('status')).textContent).toContain('链接已复制');
  });

  it('打印二维码 opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(<ParentLinkSection url={URL_} schoolName="示范中学" />);
    await userEvent.click(screen.getByRole('button', { name: '打印二维码' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('no link from the server: says so instead of an empty code', () => {
    render(<ParentLinkSection url={undefined} schoolName="示范中学" />);
    expect(screen.getByText(/服务器未提供家长入口链接/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: '复制链接' })).toBeNull();
  });
});
