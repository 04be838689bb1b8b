import type QrScanner from 'qr-scanner';
import type { CameraScan, CodeScanner } from '@domain/checkin-desk/code-scanner';

/** The decoder (and its worker) loads on the desk's first scan only: nothing in the first screens. */
const loadDecoder = (): Promise<typeof QrScanner> => import('qr-scanner').then((m) => m.default);

/** Decodes an image file (从相册识别) with the same decoder; every host uses it. */
export async function decodeImageFile(file: Blob): Promise<string> {
  const QrScanner = await loadDecoder();
  const r = await QrScanner.scanImage(file, { returnDetailedScanResult: true });
  return r.data;
}

/** Plain browsers: the camera (getUserMedia) with the qr-scanner decoder. */
export class CameraCodeScanner implements CodeScanner {
  readonly kind = 'camera' as const;

  scan(): Promise<string> {
    return Promise.reject(new Error('camera scanning needs a preview: use camera()'));
  }

  camera(video: HTMLVideoElement): CameraScan {
    let stopped = false;
    let stopScanner: () => void = () => {};
    const result = new Promise<string>((resolve, reject) => {
      void loadDecoder()
        .then(async (QrScanner) => {
          if (stopped) return;
          const s = new QrScanner(
            video,
            (r) => {
              s.stop();
              s.destroy();
              resolve(r.data);
            },
            { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 8 },
          );
          stopScanner = () => {
            s.stop();
            s.destroy();
          };
          await s.start();
        })
        .catch(reject);
    });
    return {
      result,
      stop: () => {
        stopped = true;
        stopScanner();
      },
    };
  }

  decodeImage(file: Blob): Promise<string> {
    return decodeImageFile(file);
  }
}
