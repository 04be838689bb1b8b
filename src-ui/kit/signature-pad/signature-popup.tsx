import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import type SignaturePadLib from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import {
  clampPenWidth,
  SIGNATURE_CONFIRM_TEXT,
  SIGNATURE_EMPTY_TEXT,
  SIGNATURE_HINT,
  SIGNATURE_PEN_MAX,
  SIGNATURE_PEN_MIN,
  SIGNATURE_REWRITE_TEXT,
  SIGNATURE_TURN_TEXT,
  signatureTurn,
} from '@domain/forms/signature';
import { Icon } from '../icon';
import { useToast } from '../toast';
import { centredRect, loadImage, rotateClockwise } from './canvas-image';
import { useBackCloses } from './use-back-closes';
import './signature-pad.css';

export interface SignaturePopupProps {
  visible: boolean;
  /** The current signature (a 270°-rotated PNG data URL), redrawn centred when the popup opens. */
  value?: string | null;
  minWidth?: number;
  maxWidth?: number;
  /** A PNG data URL rotated 270° (spec sections 4 and 9). */
  onConfirm: (dataUrl: string) => void;
  onClose: () => void;
}

const dpr = () => Math.max(1, window.devicePixelRatio || 1);

/** Full-height drawing popup; signature_pad is loaded only when it first opens. */
export function SignaturePopup({
  visible,
  value,
  minWidth = SIGNATURE_PEN_MIN,
  maxWidth = SIGNATURE_PEN_MAX,
  onConfirm,
  onClose,
}: SignaturePopupProps) {
  const toast = useToast();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePadLib | null>(null);
  // A portrait pad is written across its long edge (issue 34 item 15): hint and baseline turn with it.
  const [portrait, setPortrait] = useState(true);
  useBackCloses(visible, onClose);

  useEffect(() => {
    if (!visible || !canvas) return;
    let alive = true;
    const ratio = dpr();
    const box = canvas.parentElement!;
    const width = box.clientWidth || window.innerWidth;
    const height = box.clientHeight || Math.round(window.innerHeight * 0.7);
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const turn = signatureTurn({ width, height });
    setPortrait(turn !== 0);
    const [lo, hi] = [clampPenWidth(minWidth), clampPenWidth(maxWidth)].sort((a, b) => a - b) as [
      number,
      number,
    ];
    void (async () => {
      const { default: Lib } = await import('signature_pad');
      if (!alive) return;
      const p = new Lib(canvas, { minWidth: lo, maxWidth: hi, penColor: '#000' });
      pad.current = p;
      if (!value) return;
      // The stored image is upright: on a portrait pad turn it back a quarter, as it was written.
      const img = await loadImage(value);
      if (!alive) return;
      const upright = rotateClockwise(
        img,
        img.naturalWidth || img.width,
        img.naturalHeight || img.height,
        turn === 0 ? 0 : 90,
      );
      const r = centredRect(
        { width: upright.width / ratio, height: upright.height / ratio },
        { width, height },
      );
      await p.fromDataURL(upright.toDataURL('image/png'), {
        ratio,
        width: r.width,
        height: r.height,
        xOffset: r.x,
        yOffset: r.y,
      });
    })().catch(() => {});
    return () => {
      alive = false;
      pad.current?.off();
      pad.current = null;
    };
  }, [visible, canvas, value, minWidth, maxWidth]);

  const confirm = () => {
    const p = pad.current;
    if (!p || p.isEmpty() || !canvas) {
      toast(SIGNATURE_EMPTY_TEXT);
      return;
    }
    const turn = signatureTurn(canvas);
    onConfirm(rotateClockwise(canvas, canvas.width, canvas.height, turn).toDataURL('image/png'));
  };

  return (
    <Popup
      visible={visible}
      position="bottom"
      destroyOnClose
      onMaskClick={onClose}
      bodyStyle={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <div className="zs-sign-top">
        <p className="zs-sign-turn">{portrait ? SIGNATURE_TURN_TEXT : SIGNATURE_HINT}</p>
        <Icon name="close" label="关闭" size={20} color="var(--adm-color-weak)" onClick={onClose} />
      </div>
      <div className={portrait ? 'zs-sign-area zs-sign-portrait' : 'zs-sign-area'}>
        <div className="zs-sign-box">
          <canvas ref={setCanvas} aria-label="签字区域" style={{ display: 'block', touchAction: 'none' }} />
          {/* The line to write on, along the long edge (the bottom of the landscape the parent holds). */}
          <span className="zs-sign-baseline" aria-hidden="true" />
        </div>
        {portrait ? (
          // Read along the long edge: turned a quarter clockwise, as the phone held across shows it.
          <p className="zs-sign-hint" data-testid="signature-hint">
            {SIGNATURE_HINT}
          </p>
        ) : null}
      </div>
      <div style={{ display: 'flex', gap: 12, padding: 12 }}>
        <Button block onClick={() => pad.current?.clear()}>
          {SIGNATURE_REWRITE_TEXT}
        </Button>
        <Button block color="primary" onClick={confirm}>
          {SIGNATURE_CONFIRM_TEXT}
        </Button>
      </div>
    </Popup>
  );
}
