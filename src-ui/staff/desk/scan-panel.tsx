import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import {
  CodeScanner,
  codeFromReturn,
  DESK_TEXT,
  scanReturnUrl,
  withoutScanResult,
} from '@domain/checkin-desk';
import { useService } from '@ui/di';

/**
 * 扫码 by host (wx.scanQRCode, the mini-program scan page, or the camera with a live preview) and
 * 从相册识别 (an image file). Calls `onCode` with the text read.
 */
export function ScanPanel({ onCode, busy }: { onCode: (text: string) => void; busy: boolean }) {
  const scanner = useService<CodeScanner>(CodeScanner);
  const video = useRef<HTMLVideoElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from the mini-program's scan page: the code is in the URL.
  useEffect(() => {
    const code = codeFromReturn(location.href);
    if (code) {
      history.replaceState(null, '', withoutScanResult(location.href));
      onCode(code);
    }
  }, [onCode]);

  useEffect(() => {
    if (!live || !video.current || !scanner.camera) return;
    const s = scanner.camera(video.current);
    s.result.then(
      (text) => {
        setLive(false);
        onCode(text);
      },
      () => {
        setLive(false);
        setError(DESK_TEXT.noCamera);
      },
    );
    return () => s.stop();
  }, [live, scanner, onCode]);

  const scan = async () => {
    setError(null);
    if (scanner.kind === 'camera') {
      setLive((v) => !v);
      return;
    }
    try {
      const text = await scanner.scan(scanReturnUrl(location.href));
      if (text) onCode(text);
    } catch {
      setError(scanner.kind === 'wechat' ? '微信扫码不可用，请使用“从相册识别”' : DESK_TEXT.noCamera);
    }
  };

  const pickImage = async (f: File | undefined) => {
    if (!f) return;
    setError(null);
    try {
      onCode(await scanner.decodeImage(f));
    } catch {
      setError(DESK_TEXT.noCode);
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="desk-scan">
      <div className="desk-scan-buttons">
        <Button color="primary" disabled={busy} onClick={() => void scan()}>
          {live ? '停止扫码' : DESK_TEXT.scan}
        </Button>
        <Button fill="outline" disabled={busy} onClick={() => file.current?.click()}>
          {DESK_TEXT.album}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          aria-label={DESK_TEXT.album}
          onChange={(e) => void pickImage(e.target.files?.[0])}
        />
      </div>
      {live ? <video ref={video} className="desk-video" muted playsInline aria-label="扫码画面" /> : null}
      {error ? (
        <div role="alert" className="staff-notice staff-notice-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
