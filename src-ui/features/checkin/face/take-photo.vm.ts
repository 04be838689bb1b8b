import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CameraPort, type CameraError, type CameraStream } from '@domain/ports/camera';
import { ImageEncoder } from '@domain/ports/image-encoder';
import { compressImage, PHOTO_MAX_BYTES } from '@domain/photo/compress';
import { CAMERA_TEXT, PHOTO_DECODE_TEXT, PHOTO_TOO_BIG_TEXT, cameraErrorCode } from './camera-text';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { uploadFacePhoto } from '@domain/use-cases/checkin/upload-face-photo';
import { refusalText } from '@ui/kit/load-state/load-state';

export type TakePhase = 'idle' | 'opening' | 'preview' | 'captured' | 'compressing' | 'uploading' | 'done';

/** Taking the face photo: live preview or picker, retake, compression to ≤150 KB, upload with progress. */
@injectable('Transient')
export class TakePhotoVm {
  phase: TakePhase = 'idle';
  cameraError: Exclude<CameraError, 'CAMERA.CANCELLED'> | null = null;
  error: string | null = null;
  stream: CameraStream | null = null;
  photo: Blob | null = null;
  photoUrl: string | null = null;
  /** Upload progress 0..1. */
  progress = 0;
  compressed: { bytes: number; width: number; height: number; quality: number } | null = null;

  readonly #camera: CameraPort;
  readonly #encoder: ImageEncoder;
  readonly #checkin: CheckinGateway;

  constructor(
    @inject(CameraPort) camera: CameraPort,
    @inject(ImageEncoder) encoder: ImageEncoder,
    @inject(CheckinGateway) checkin: CheckinGateway,
  ) {
    this.#camera = camera;
    this.#encoder = encoder;
    this.#checkin = checkin;
    makeAutoObservable<this, 'setPhoto' | 'fail'>(
      this,
      { stream: false, photo: false, setPhoto: true, fail: true },
      { autoBind: true },
    );
  }

  get canPreview(): boolean {
    return this.#camera.canPreview() && this.cameraError === null;
  }

  get busy(): boolean {
    return this.phase === 'opening' || this.phase === 'compressing' || this.phase === 'uploading';
  }

  /** On mount: open the live preview where the browser can. */
  async start(): Promise<void> {
    if (!this.#camera.canPreview()) return;
    this.phase = 'opening';
    this.error = null;
    try {
      const stream = await this.#camera.openPreview();
      runInAction(() => {
        this.stream = stream;
        this.phase = 'preview';
      });
    } catch (e) {
      const code = cameraErrorCode(e);
      runInAction(() => {
        this.phase = 'idle';
        if (code !== 'CAMERA.CANCELLED') this.cameraError = code;
      });
    }
  }

  async capture(): Promise<void> {
    if (!this.stream) return;
    try {
      const blob = await this.stream.capture();
      this.#stopStream();
      this.setPhoto(blob);
    } catch (e) {
      this.fail(CAMERA_TEXT[cameraErrorCode(e) === 'CAMERA.DENIED' ? 'CAMERA.DENIED' : 'CAMERA.FAILED']);
    }
  }

  /** The picker must open inside the tap handler: call straight from onClick, nothing awaited before. */
  pick(): Promise<void> {
    const picked = this.#camera.pick();
    return picked.then(
      (blob) => {
        this.#stopStream();
        this.setPhoto(blob);
      },
      (e) => {
        const code = cameraErrorCode(e);
        if (code !== 'CAMERA.CANCELLED') this.fail(CAMERA_TEXT[code]);
      },
    );
  }

  retake(): Promise<void> {
    this.#clearPhoto();
    this.phase = 'idle';
    this.error = null;
    this.compressed = null;
    this.progress = 0;
    return this.canPreview ? this.start() : this.pick();
  }

  /** Compress (≤150 KB, brief section 6) then upload; resolves true when the photo is stored. */
  async submit(): Promise<boolean> {
    if (!this.photo || this.busy) return false;
    this.phase = 'compressing';
    this.error = null;
    let blob: Blob;
    try {
      const out = await compressImage(this.#encoder, this.photo);
      if (!out.fits || out.bytes > PHOTO_MAX_BYTES) return this.fail(PHOTO_TOO_BIG_TEXT, 'captured');
      blob = out.blob;
      runInAction(() => {
        this.compressed = { bytes: out.bytes, width: out.width, height: out.height, quality: out.quality };
        this.phase = 'uploading';
        this.progress = 0;
      });
    } catch {
      return this.fail(PHOTO_DECODE_TEXT, 'captured');
    }
    const res = await uploadFacePhoto(this.#checkin, blob, (f) => runInAction(() => (this.progress = f)));
    if (res.kind !== 'done') return this.fail(refusalText(res), 'captured');
    runInAction(() => {
      this.progress = 1;
      this.phase = 'done';
    });
    return true;
  }

  dispose(): void {
    this.#stopStream();
    this.#clearPhoto();
  }

  setPhoto(blob: Blob): void {
    this.#clearPhoto();
    this.photo = blob;
    this.photoUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
    this.phase = 'captured';
    this.error = null;
  }

  fail(text: string, phase: TakePhase = this.phase): false {
    this.error = text;
    this.phase = phase;
    return false;
  }

  #stopStream() {
    this.stream?.stop();
    this.stream = null;
  }

  #clearPhoto() {
    if (this.photoUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(this.photoUrl);
    this.photo = null;
    this.photoUrl = null;
  }
}
