import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CameraPort, type CameraStream } from '@domain/ports/camera';
import { ImageEncoder } from '@domain/ports/image-encoder';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import TakePhotoPage from '@ui/features/checkin/face/take-photo-page';
import { setup } from '@ui/testing/checkin-fixtures';

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:photo';
  URL.revokeObjectURL ??= () => undefined;
  HTMLMediaElement.prototype.play = () => Promise.resolve();
});

const jpeg = (n: number) => new Blob([new Uint8Array(n)], { type: 'image/jpeg' });

function fakeStream() {
  const s = { stream: {}, capture: vi.fn(async () => jpeg(5_000_000)), stop: vi.fn() };
  return s satisfies CameraStream;
}

/** An encoder whose output is quality × 400 KB: fits at ≤ 0.37. */
const encoder: ImageEncoder = {
  decode: async () => ({ width: 4000, height: 3000 }),
  encode: async (_i, _s, q) => {
    const blob = jpeg(Math.round(q * 400 * 1024));
    return { blob, bytes: blob.size };
  },
  release: () => undefined,
};

type Upload = (b: Blob, onProgress: (f: number) => void) => Promise<unknown>;

function renderPage(camera: Partial<CameraPort>, upload: Upload = vi.fn(async () => ({}))) {
  const cam: CameraPort = {
    canPreview: () => true,
    openPreview: async () => fakeStream(),
    pick: async () => jpeg(1000),
    ...camera,
  };
  const { wrap, loc } = setup('/orientation/humanface/tackpic', (c) => {
    c.bind(CameraPort).toConstantValue(cam);
    c.bind(ImageEncoder).toConstantValue(encoder);
    c.bind(CheckinGateway).toConstantValue({ uploadFacePhoto: upload } as unknown as CheckinGateway);
  });
  render(wrap(<TakePhotoPage />));
  return { loc, upload };
}

describe('take photo: camera states', () => {
  it('permission denied: says so and offers the album instead of the preview', async () => {
    const pick = vi.fn(async () => jpeg(1000));
    renderPage({ openPreview: () => Promise.reject({ code: 'CAMERA.DENIED' }), pick });
    expect(await screen.findByRole('alert')).toHaveTextContent('请在浏览器或微信设置中允许访问相机');
    expect(screen.queryByTestId('camera-preview')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '拍照或从相册选择' }));
    expect(pick).toHaveBeenCalledOnce();
    expect(await screen.findByRole('img', { name: '拍摄的照片' })).toBeInTheDocument();
  });

  it('no camera (no getUserMedia): no preview is attempted, the picker is offered', async () => {
    const openPreview = vi.fn();
    renderPage({ canPreview: () => false, openPreview });
    expect(await screen.findByRole('button', { name: '拍照或从相册选择' })).toBeInTheDocument();
    expect(openPreview).not.toHaveBeenCalled();
    expect(screen.getByTestId('camera-placeholder')).toBeInTheDocument();
  });

  it('no camera device found: tells the user and falls back to the picker', async () => {
    renderPage({ openPreview: () => Promise.reject({ code: 'CAMERA.NONE' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('未检测到可用的摄像头');
    expect(screen.getByRole('button', { name: '拍照或从相册选择' })).toBeInTheDocument();
  });

  it('live preview → capture → retake reopens the preview and releases the first stream', async () => {
    const streams: ReturnType<typeof fakeStream>[] = [];
    renderPage({
      openPreview: async () => {
        const s = fakeStream();
        streams.push(s);
        return s;
      },
    });
    expect(await screen.findByTestId('camera-preview')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '拍照' }));
    expect(await screen.findByRole('img', { name: '拍摄的照片' })).toBeInTheDocument();
    expect(streams[0]!.stop).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '重拍' }));
    expect(await screen.findByTestId('camera-preview')).toBeInTheDocument();
    expect(streams).toHaveLength(2);
    expect(screen.queryByRole('img', { name: '拍摄的照片' })).toBeNull();
  });

  it('retake without a preview opens the picker again', async () => {
    const pick = vi.fn(async () => jpeg(1000));
    renderPage({ canPreview: () => false, pick });
    await userEvent.click(await screen.findByRole('button', { name: '拍照或从相册选择' }));
    await userEvent.click(await screen.findByRole('button', { name: '重拍' }));
    expect(pick).toHaveBeenCalledTimes(2);
  });

  it('a cancelled picker leaves the page as it was, with no error', async () => {
    renderPage({ canPreview: () => false, pick: () => Promise.reject({ code: 'CAMERA.CANCELLED' }) });
    await userEvent.click(await screen.findByRole('button', { name: '拍照或从相册选择' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uploads the photo compressed to ≤150 KB, shows progress, then returns to the face page', async () => {
    let report: (f: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    const upload = vi.fn(
      (_b: Blob, onProgress: (f: number) => void) =>
        new Promise<{ url: string; reviewStatus: 0 }>((r) => {
          report = onProgress;
          finish = () => r({ url: 'u', reviewStatus: 0 });
        }),
    );
    const { loc } = renderPage({ canPreview: () => false }, upload);
    await userEvent.click(await screen.findByRole('button', { name: '拍照或从相册选择' }));
    await userEvent.click(await screen.findByRole('button', { name: '上传照片' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const sent = upload.mock.calls[0]![0];
    expect(sent.size).toBeLessThanOrEqual(150 * 1024);
    act(() => report(0.5));
    expect(await screen.findByText('正在上传 50%')).toBeInTheDocument();
    act(() => finish());
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/orientation/humanface/face'));
  });

  it('shows the server message when the upload is refused', async () => {
    const upload = vi.fn(async () => Promise.reject({ kind: 'server', code: 400, msg: '照片格式不正确' }));
    renderPage({ canPreview: () => false }, upload);
    await userEvent.click(await screen.findByRole('button', { name: '拍照或从相册选择' }));
    await userEvent.click(await screen.findByRole('button', { name: '上传照片' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('照片格式不正确');
    expect(screen.getByRole('button', { name: '重拍' })).toBeInTheDocument();
  });
});
