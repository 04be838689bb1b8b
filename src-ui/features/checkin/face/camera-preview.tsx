import { useEffect, useRef } from 'react';
import { FaceOutline } from './face-outline';
import '@ui/features/checkin/shared/checkin.css';

/** The live front-camera stream, mirrored like a mirror, with the face outline on top. */
export function CameraPreview({ stream }: { stream: unknown }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    v.srcObject = stream as MediaStream;
    void v.play?.()?.catch(() => undefined);
    return () => {
      v.srcObject = null;
    };
  }, [stream]);
  return (
    <div className="ck-frame" data-testid="camera-preview">
      <video
        ref={ref}
        autoPlay
        muted
        playsInline
        aria-label="摄像头预览"
        style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
      />
      <FaceOutline />
      <p
        style={{
          position: 'absolute',
          bottom: 8,
          left: 0,
          right: 0,
          margin: 0,
          textAlign: 'center',
          color: '#fff',
          fontSize: 14,
        }}
      >
        请将面部置于框内，保持光线充足
      </p>
    </div>
  );
}
