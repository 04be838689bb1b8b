export type CameraError = 'CAMERA.DENIED' | 'CAMERA.NONE' | 'CAMERA.CANCELLED' | 'CAMERA.FAILED';

/** A live preview the view attaches to a <video>; stop() releases the device. */
export interface CameraStream {
  readonly stream: unknown;
  capture(): Promise<Blob>;
  stop(): void;
}

export const CameraPort = Symbol.for('CameraPort');
export interface CameraPort {
  /** True when a live front-camera preview can be offered (getUserMedia). */
  canPreview(): boolean;
  openPreview(): Promise<CameraStream>;
  /** Pick or shoot one photo through the host (file input, wx.chooseImage). */
  pick(): Promise<Blob>;
}
