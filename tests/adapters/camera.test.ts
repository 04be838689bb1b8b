// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BrowserCamera } from '@adapters/camera/browser-camera';
import { portraitCrop } from '@adapters/camera/live-preview';
import { mediaErrorCode } from '@adapters/camera/camera-error';
import { base64ToBlob, WechatCamera, type WxImageApi } from '@adapters/camera/wechat-camera';
import { wxImageConfigurer } from '@adapters/camera/wx-image-config';
import type { HttpPort } from '@domain/ports/http';
import type { PlatformBridge } from '@domain/ports/platform';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('BrowserCamera', () => {
  it('offers a preview only in a secure context with getUserMedia', () => {
    const getUserMedia = vi.fn();
    expect(
      new BrowserCamera({ document, isSecureContext: true, mediaDevices: { getUserMedia } }).canPreview(),
    ).toBe(true);
    expect(
      new BrowserCamera({ document, isSecureContext: false, mediaDevices: { getUserMedia } }).canPreview(),
    ).toBe(false);
    expect(new BrowserCamera({ document, isSecureContext: true }).canPreview()).toBe(false);
  });

  it('asks for the front camera and maps a refusal to CAMERA.DENIED', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(domError('NotAllowedError'));
    const cam = new BrowserCamera({ document, isSecureContext: true, mediaDevices: { getUserMedia } });
    await expect(cam.openPreview()).rejects.toMatchObject({ code: 'CAMERA.DENIED' });
    expect(getUserMedia.mock.calls[0][0]).toMatchObject({ audio: false, video: { facingMode: 'user' } });
  });

  it('maps a missing device to CAMERA.NONE and anything else to CAMERA.FAILED', () => {
    expect(mediaErrorCode(domError('NotFoundError'))).toBe('CAMERA.NONE');
    expect(mediaErrorCode(domError('OverconstrainedError'))).toBe('CAMERA.NONE');
    expect(mediaErrorCode(domError('NotReadableError'))).toBe('CAMERA.FAILED');
    expect(mediaErrorCode('x')).toBe('CAMERA.FAILED');
  });

  it('stops every track when the preview is closed', async () => {
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track] } as unknown as MediaStream;
    HTMLMediaElement.prototype.play = vi.fn().mockResolvedValue(undefined);
    const cam = new BrowserCamera({
      document,
      isSecureContext: true,
      mediaDevices: { getUserMedia: vi.fn().mockResolvedValue(stream) },
    });
    const preview = await cam.openPreview();
    expect(preview.stream).toBe(stream);
    preview.stop();
    expect(track.stop).toHaveBeenCalled();
  });

  it('keeps the centred 3:4 portrait part of a frame, as the preview showed it', () => {
    expect(portraitCrop(640, 480)).toEqual({ x: 140, y: 0, width: 360, height: 480 });
    expect(portraitCrop(720, 1280)).toEqual({ x: 0, y: 160, width: 720, height: 960 });
    expect(portraitCrop(300, 400)).toEqual({ x: 0, y: 0, width: 300, height: 400 });
  });

  it('picks through a file input with accept="image/*" and capture="user"', async () => {
    const cam = new BrowserCamera({ document, isSecureContext: false });
    const clicked = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const picked = cam.pick();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('user');
    const file = new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });
    Object.defineProperty(input, 'files', { value: [file] });
    input.dispatchEvent(new Event('change'));
    await expect(picked).resolves.toBe(file);
    expect(document.querySelector('input[type=file]')).toBeNull();
    clicked.mockRestore();
  });

  it('rejects with CAMERA.CANCELLED when the picker is dismissed', async () => {
    const clicked = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const picked = new BrowserCamera({ document, isSecureContext: false }).pick();
    document.querySelector('input[type=file]')!.dispatchEvent(new Event('cancel'));
    await expect(picked).rejects.toMatchObject({ code: 'CAMERA.CANCELLED' });
    clicked.mockRestore();
  });
});

describe('WechatCamera', () => {
  const preview = { canPreview: () => true, openPreview: vi.fn(), pick: vi.fn() };
  const fakeWx = (over: Partial<WxImageApi>): WxImageApi => ({
    chooseImage: (p) => p.success?.({ localIds: ['wxLocalResource://1'] }),
    getLocalImgData: (p) => p.success?.({ localData: btoa('\xff\xd8\xff\xe0jpeg') }),
    ...over,
  });

  it('picks with wx.chooseImage and reads the bytes with getLocalImgData', async () => {
    const chooseImage = vi.fn<WxImageApi['chooseImage']>((p) => p.success?.({ localIds: ['id1'] }));
    const cam = new WechatCamera(async () => fakeWx({ chooseImage }), preview);
    const blob = await cam.pick();
    expect(chooseImage.mock.calls[0][0]).toMatchObject({ count: 1, sourceType: ['camera', 'album'] });
    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect(preview.pick).not.toHaveBeenCalled();
  });

  it('maps cancel and a denied permission to codes', async () => {
    const cancelled = new WechatCamera(async () => fakeWx({ chooseImage: (p) => p.cancel?.() }), preview);
    await expect(cancelled.pick()).rejects.toMatchObject({ code: 'CAMERA.CANCELLED' });
    const denied = new WechatCamera(
      async () => fakeWx({ chooseImage: (p) => p.fail?.({ errMsg: 'chooseImage:permission denied' }) }),
      preview,
    );
    await expect(denied.pick()).rejects.toMatchObject({ code: 'CAMERA.DENIED' });
  });

  it('treats an answer without a localId as cancelled', async () => {
    const cam = new WechatCamera(
      async () => fakeWx({ chooseImage: (p) => p.success?.({} as { localIds: string[] }) }),
      preview,
    );
    await expect(cam.pick()).rejects.toMatchObject({ code: 'CAMERA.CANCELLED' });
  });

  it('uses the browser preview', () => {
    const cam = new WechatCamera(async () => fakeWx({}), preview);
    expect(cam.canPreview()).toBe(true);
    void cam.openPreview();
    expect(preview.openPreview).toHaveBeenCalled();
  });

  it('decodes the iOS data URL (with its "jgp" typo) and Android bare base64 alike', async () => {
    const ios = base64ToBlob('data:image/jgp;base64,' + btoa('abc'));
    const android = base64ToBlob(btoa('abc'));
    expect(ios.type).toBe('image/jpeg');
    expect(await ios.text()).toBe('abc');
    expect(await android.text()).toBe('abc');
  });
});

describe('wx.config for the image APIs', () => {
  const cfg = { appId: 'wxapp', timestamp: 1, nonceStr: 'n', paySign: 'sig' };
  function deps(href = 'https://x/zhxy/mobile/recruit/?a=1#/orientation/humanface/tackpic') {
    const request = vi.fn(async () => ({ code: 0, msg: '', success: true, data: cfg }));
    const configure = vi.fn(async () => undefined);
    const http = { request } as unknown as HttpPort;
    const bridge = { configure } as unknown as PlatformBridge;
    return {
      request,
      configure,
      prepare: wxImageConfigurer({ http: () => http, bridge: () => bridge, href: () => href }),
    };
  }

  it('signs the URL without its hash and configures chooseImage + getLocalImgData, once', async () => {
    const { request, configure, prepare } = deps();
    await prepare();
    await prepare();
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]).toMatchObject([
      { method: 'GET', data: { url: 'https://x/zhxy/mobile/recruit/?a=1' }, notToken: true },
    ]);
    expect(configure).toHaveBeenCalledWith({
      appId: 'wxapp',
      timestamp: 1,
      nonceStr: 'n',
      signature: 'sig',
      jsApiList: ['chooseImage', 'getLocalImgData'],
    });
  });

  it('runs before wx.chooseImage, and a failed config is a CAMERA.FAILED that is retried next time', async () => {
    const chooseImage = vi.fn<WxImageApi['chooseImage']>((p) => p.success?.({ localIds: ['id1'] }));
    const prepare = vi.fn().mockRejectedValueOnce(new Error('config:fail')).mockResolvedValue(undefined);
    const cam = new WechatCamera(
      async () => ({ chooseImage, getLocalImgData: (p) => p.success?.({ localData: btoa('x') }) }),
      { canPreview: () => false, openPreview: vi.fn(), pick: vi.fn() },
      prepare,
    );
    await expect(cam.pick()).rejects.toMatchObject({ code: 'CAMERA.FAILED' });
    expect(chooseImage).not.toHaveBeenCalled();
    await expect(cam.pick()).resolves.toBeInstanceOf(Blob);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
