import { lazy, Suspense } from 'react';
import DotLoading from 'antd-mobile/es/components/dot-loading';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** A QR code; qrcode.react is loaded only by the screens that show one. */
export function LazyQr({ value, size = 180, label }: { value: string; size?: number; label: string }) {
  return (
    <div className="zs-qr" role="img" aria-label={label} data-qr-value={value}>
      <Suspense fallback={<DotLoading />}>
        {/* The wrapper is the one labelled image; qrcode.react's svg always says role="img". */}
        <QRCodeSVG value={value} size={size} marginSize={2} aria-hidden />
      </Suspense>
    </div>
  );
}
