import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { AppConfig } from '@domain/ports/app-config';
import { Navigation } from '@domain/ports/navigation';
import { ContainerProvider } from '@ui/di';
import { FileViewerLink, useOpenFile, viewerHref, type ViewableFile } from '@ui/kit/file-viewer';
import { user } from '@ui/testing/user';

const UPLOAD = 'https://gw.example.cn/fileapi';
const FILE = { deCodeUrl: '/fileapi/files/f1?exp=9&sig=a b' };

function withContainer(children: React.ReactNode, assign = vi.fn()) {
  const c = new Container();
  c.bind(AppConfig).toConstantValue({ bases: { upload: UPLOAD } } as AppConfig);
  c.bind(Navigation).toConstantValue({ assign } as unknown as Navigation);
  return <ContainerProvider container={c}>{children}</ContainerProvider>;
}

const EXPECTED = `${UPLOAD}/viewer?url=${encodeURIComponent(FILE.deCodeUrl)}`;

describe('file viewer', () => {
  it('builds the viewer URL from the upload base and the encoded file URL', () => {
    expect(viewerHref(`${UPLOAD}/`, FILE)).toBe(EXPECTED);
    expect(viewerHref(UPLOAD, { url: '/fileapi/files/f2' })).toBe(
      `${UPLOAD}/viewer?url=%2Ffileapi%2Ffiles%2Ff2`,
    );
    expect(viewerHref(UPLOAD, {})).toBeNull();
  });

  it('FileViewerLink links to the viewer', () => {
    render(withContainer(<FileViewerLink item={FILE}>成绩单.pdf</FileViewerLink>));
    expect(screen.getByRole('link', { name: '成绩单.pdf' })).toHaveAttribute('href', EXPECTED);
  });

  it('useOpenFile navigates to the viewer, and does nothing without a URL', async () => {
    const assign = vi.fn();
    function Opener({ item }: { item: ViewableFile }) {
      const open = useOpenFile();
      return <button onClick={() => open(item)}>打开</button>;
    }
    const { rerender } = render(withContainer(<Opener item={FILE} />, assign));
    await user().click(screen.getByText('打开'));
    expect(assign).toHaveBeenCalledWith(EXPECTED);
    rerender(withContainer(<Opener item={{}} />, assign));
    await user().click(screen.getByText('打开'));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
