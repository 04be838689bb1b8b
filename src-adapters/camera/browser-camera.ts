import type { CameraPort, CameraStream } from '@domain/ports/camera';
import { cameraFailure } from './camera-error';
import { pickImageFile } from './file-picker';

export interface BrowserCameraEnv {
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  document: Document;
  isSecureContext: boolean;
}

/** Plain mobile browser: live front-camera preview by getUserMedia, file input otherwise. */
export class BrowserCamera implements CameraPort {
  readonly #env: BrowserCameraEnv;
  constructor(env: BrowserCameraEnv) {
    this.#env = env;
  }

  canPreview(): boolean {
    // getUserMedia exists only in secure contexts (https or localhost).
    return this.#env.isSecureContext && typeof this.#env.mediaDevices?.getUserMedia === 'function';
  }

  async openPreview(): Promise<CameraStream> {
    if (!this.canPreview()) throw cameraFailure('CAMERA.NONE');
    // The live preview's code loads on the face screen only (first-screen budget, brief section 6).
    const { openLivePreview } = await import('./live-preview');
    return openLivePreview(this.#env.mediaDevices!, this.#env.document);
  }

  pick(): Promise<Blob> {
    return pickImageFile(this.#env.document);
  }
}
