import type { CameraPort, CameraStream } from '@domain/ports/camera';
import { cameraFailure } from './camera-error';

/** The slice of the WeChat JSSDK (`wx`) the camera uses; weixin-js-sdk provides it. */
export interface WxImageApi {
  chooseImage(p: {
    count?: number;
    sizeType?: ('original' | 'compressed')[];
    sourceType?: ('album' | 'camera')[];
    success?: (res: { localIds: string[] }) => void;
    cancel?: () => void;
    fail?: (res: { errMsg?: string }) => void;
  }): void;
  getLocalImgData(p: {
    localId: string;
    success?: (res: { localData: string }) => void;
    fail?: (res: { errMsg?: string }) => void;
  }): void;
}

/**
 * WeChat browser and mini-program web-view: the live preview is the browser's (getUserMedia works
 * in both), picking goes through wx.chooseImage + wx.getLocalImgData.
 */
export class WechatCamera implements CameraPort {
  readonly #wx: () => Promise<WxImageApi>;
  readonly #preview: CameraPort;
  readonly #prepare: () => Promise<void>;
  /** `prepare` runs wx.config for the image APIs (see wx-image-config.ts). */
  constructor(
    wx: () => Promise<WxImageApi>,
    preview: CameraPort,
    prepare: () => Promise<void> = async () => {},
  ) {
    this.#wx = wx;
    this.#preview = preview;
    this.#prepare = prepare;
  }

  canPreview(): boolean {
    return this.#preview.canPreview();
  }

  openPreview(): Promise<CameraStream> {
    return this.#preview.openPreview();
  }

  async pick(): Promise<Blob> {
    const wx = await this.#wx();
    try {
      await this.#prepare();
    } catch (e) {
      throw cameraFailure('CAMERA.FAILED', String(e));
    }
    const localId = await new Promise<string>((resolve, reject) =>
      wx.chooseImage({
        count: 1,
        sizeType: ['original'],
        sourceType: ['camera', 'album'],
        success: (res) =>
          res?.localIds?.[0] ? resolve(res.localIds[0]) : reject(cameraFailure('CAMERA.CANCELLED')),
        cancel: () => reject(cameraFailure('CAMERA.CANCELLED')),
        fail: (res) => reject(cameraFailure(deniedOrFailed(res.errMsg), res.errMsg)),
      }),
    );
    const data = await new Promise<string>((resolve, reject) =>
      wx.getLocalImgData({
        localId,
        success: (res) => resolve(res.localData),
        fail: (res) => reject(cameraFailure('CAMERA.FAILED', res.errMsg)),
      }),
    );
    return base64ToBlob(data);
  }
}

function deniedOrFailed(errMsg = '') {
  return /denied|permission|auth/i.test(errMsg) ? ('CAMERA.DENIED' as const) : ('CAMERA.FAILED' as const);
}

/** iOS returns a data URL, Android bare base64 (a WeChat quirk); both become a JPEG blob. */
export function base64ToBlob(localData: string): Blob {
  const m = /^data:([^;]+);base64,/.exec(localData);
  const type = m?.[1] === 'image/jgp' ? 'image/jpeg' : (m?.[1] ?? 'image/jpeg');
  const b64 = (m ? localData.slice(m[0].length) : localData).replace(/\s/g, '');
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type });
}
