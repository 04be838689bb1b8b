import type { CameraStream } from '@domain/ports/camera';
import { cameraFailure, mediaErrorCode } from './camera-error';

const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 1280 } },
};

/** The front camera's live preview by getUserMedia; capture() takes the frame the user saw. */
export async function openLivePreview(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'>,
  doc: Document,
): Promise<CameraStream> {
  let stream: MediaStream;
  try {
    stream = await mediaDevices.getUserMedia(CONSTRAINTS);
  } catch (e) {
    throw cameraFailure(mediaErrorCode(e), String(e));
  }
  const video = doc.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play().catch(() => undefined);
  const stop = () => {
    stream.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
  };
  return {
    stream,
    stop,
    capture: () => captureFrame(doc, video),
  };
}

async function captureFrame(doc: Document, video: HTMLVideoElement): Promise<Blob> {
  if (video.readyState < 2) {
    await new Promise<void>((r) => video.addEventListener('loadeddata', () => r(), { once: true }));
  }
  const crop = portraitCrop(video.videoWidth, video.videoHeight);
  const canvas = doc.createElement('canvas');
  canvas.width = crop.width;
  canvas.height = crop.height;
  const ctx = canvas.getContext('2d');
  if (!ctx || !canvas.width) throw cameraFailure('CAMERA.FAILED', 'no frame');
  ctx.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(cameraFailure('CAMERA.FAILED', 'toBlob'))),
      'image/jpeg',
      0.92,
    ),
  );
}

/** The centred 3:4 portrait part of a frame: what the preview frame (object-fit: cover) showed. */
export function portraitCrop(
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } {
  if (!width || !height) return { x: 0, y: 0, width, height };
  if (width / height > 3 / 4) {
    const w = Math.round((height * 3) / 4);
    return { x: Math.round((width - w) / 2), y: 0, width: w, height };
  }
  const h = Math.round((width * 4) / 3);
  return { x: 0, y: Math.round((height - h) / 2), width, height: h };
}
