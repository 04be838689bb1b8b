import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon, ICON_SYMBOLS } from '@ui/kit/icon';

describe('Icon', () => {
  it('references its symbol in one inline sprite mounted once', () => {
    render(
      <>
        <Icon name="add" />
        <Icon name="delete" />
      </>,
    );
    const sprites = document.querySelectorAll('#zs-icon-sprite');
    expect(sprites).toHaveLength(1);
    for (const name of Object.keys(ICON_SYMBOLS)) {
      expect(sprites[0]!.querySelector(`symbol#zs-icon-${name}`)).not.toBeNull();
    }
    const use = screen.getByRole('img', { name: '添加' }).querySelector('use');
    expect(use?.getAttribute('href')).toBe('#zs-icon-add');
  });

  it('has every icon the app needs, file-type icons included', () => {
    for (const n of ['add', 'delete', 'back', 'check', 'camera', 'qr'])
      expect(ICON_SYMBOLS).toHaveProperty(n);
    for (const g of ['txt', 'audio', 'word', 'excel', 'ppt', 'pdf', 'picture', 'video', 'archive', 'other']) {
      expect(ICON_SYMBOLS).toHaveProperty(`file-${g}`);
    }
  });

  it('raises click (mouse and keyboard) when clickable', async () => {
    const onClick = vi.fn();
    render(<Icon name="delete" onClick={onClick} />);
    const btn = screen.getByRole('button', { name: '删除' });
    await userEvent.click(btn);
    fireEvent.keyDown(btn, { key: 'Enter' });
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("label '' makes a decorative icon hidden from assistive tech", () => {
    const { container } = render(<Icon name="right" label="" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).not.toHaveAttribute('aria-label');
  });

  it('is a plain image without onClick, sized in px or CSS length', () => {
    render(
      <>
        <Icon name="qr" size={20} label="扫码" />
        <Icon name="check" size="2em" />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: '扫码' })).toHaveAttribute('width', '20px');
    expect(screen.getByRole('img', { name: '选中' })).toHaveAttribute('height', '2em');
  });
});
