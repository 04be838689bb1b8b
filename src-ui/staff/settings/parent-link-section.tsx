import { lazy, Suspense, useState } from 'react';
import { copyText } from '@ui/kit/clipboard/copy-text';
import './parent-link.css';

// qrcode.react is loaded only when 学校设置 shows the code (not in the staff app's first bundle).
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const QR_ID = 'parent-link-qr';

/** The code as a PNG (for 微信 and posters): the SVG drawn on a canvas at print size. */
async function downloadPng(fileName: string): Promise<boolean> {
  const svg = document.getElementById(QR_ID)?.querySelector('svg');
  if (!svg) return false;
  const size = 600;
  const xml = new XMLSerializer().serializeToString(svg);
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
  try {
    await img.decode();
  } catch {
    return false;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.drawImage(img, 0, 0, size, size);
  const a = document.createElement('a');
  a.href = canvas.toDataURL('image/png');
  a.download = fileName;
  a.click();
  return true;
}

/**
 * 家长入口 (issue 36 item 7): the link parents open for this school and its QR code, to copy, print
 * or save as a picture. The link comes from the server (PUBLIC_ORIGIN, else the origin this page was
 * served from), with the school's orgId and tenantId.
 */
export function ParentLinkSection({ url, schoolName }: { url: string | undefined; schoolName: string }) {
  const [said, say] = useState<{ text: string; ok: boolean } | null>(null);
  return (
    <section id="settings-entry" className="settings-card parent-link" aria-labelledby="settings-entry-title">
      <h3 id="settings-entry-title" className="settings-card-title">
        家长入口
      </h3>
      {!url ? (
        <p className="settings-hint">服务器未提供家长入口链接，请刷新页面重试。</p>
      ) : (
        <>
          <p className="settings-hint parent-link-screen-only">
            家长用微信扫描二维码或打开下面的链接，即进入本校的招生迎新首页。可打印张贴，或复制链接发到家长群。
          </p>
          <div className="parent-link-body">
            <div id={QR_ID} className="parent-link-qr" role="img" aria-label={`${schoolName}家长入口二维码`}>
              <Suspense fallback={<span className="settings-hint">二维码加载中…</span>}>
                <QRCodeSVG value={url} size={180} marginSize={2} aria-hidden />
              </Suspense>
            </div>
            <div className="parent-link-text">
              <p className="parent-link-print-only parent-link-school">{schoolName}</p>
              <p className="parent-link-print-only">微信扫码进入招生迎新</p>
              <span className="settings-label">家长入口链接</span>
              <p className="parent-link-url" id="parent-link-url">
                {url}
              </p>
              <div className="settings-row-actions parent-link-screen-only">
                <button
                  type="button"
                  className="settings-button settings-primary"
                  onClick={async () =>
                    say(
                      (await copyText(url))
                        ? { text: '链接已复制，可粘贴到微信发给家长', ok: true }
                        : { text: '复制失败，请长按链接手动复制', ok: false },
                    )
                  }
                >
                  复制链接
                </button>
                <button type="button" className="settings-button" onClick={() => window.print()}>
                  打印二维码
                </button>
                <button
                  type="button"
                  className="settings-button"
                  onClick={async () => {
                    if (!(await downloadPng(`${schoolName}-家长入口二维码.png`)))
                      say({ text: '图片保存失败，请截图保存二维码', ok: false });
                  }}
                >
                  保存二维码图片
                </button>
              </div>
            </div>
          </div>
          {said ? (
            <div
              role={said.ok ? 'status' : 'alert'}
              className={`staff-notice staff-notice-${said.ok ? 'ok' : 'error'}`}
            >
              {said.text}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
