import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '@domain/ports/notifier';
import { ContainerProvider } from '@ui/di';
import { centredRect, SignaturePad } from '@ui/kit/signature-pad';
import { popupClosed } from '@ui/testing/popup-closed';
import { installFakeCanvas } from '@ui/testing/fake-canvas';
import { user } from '@ui/testing/user';

let fake: ReturnType<typeof installFakeCanvas>;
const toast = vi.fn();

/** jsdom lays nothing out: the pad sizes itself from the window, a portrait phone's here. */
function windowSize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}
const [W0, H0] = [window.innerWidth, window.innerHeight];

beforeEach(() => {
  fake = installFakeCanvas({ width: 100, height: 200 });
  toast.mockReset();
  windowSize(375, 740);
});
afterEach(() => {
  fake.restore();
  windowSize(W0, H0);
});

/** The pad toasts through the container's Notifier. */
function withNotifier() {
  const c = new Container();
  c.bind(Notifier).toConstantValue({ toast, error: toast });
  return c;
}

function Host({
  initial = '',
  disabled = false,
  onChange = () => {},
}: {
  initial?: string;
  disabled?: boolean;
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ContainerProvider container={withNotifier()}>
      <SignaturePad
        value={value}
        disabled={disabled}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </ContainerProvider>
  );
}

const padCanvas = () => screen.getByLabelText('签字区域') as HTMLCanvasElement;
/** Waits until the lazily imported signature_pad has attached to the canvas. */
const padReady = () => waitFor(() => expect(padCanvas().style.userSelect).toBe('none'));
function draw(canvas: HTMLCanvasElement) {
  fireEvent.pointerDown(canvas, { buttons: 1, pointerId: 1, clientX: 20, clientY: 30 });
  fireEvent.pointerUp(window, { buttons: 0, pointerId: 1, clientX: 20, clientY: 30 });
}

/** Renders the pad, opens the popup and waits for the canvas to take strokes. */
async function openPad(onChange: (v: string) => void) {
  render(<Host onChange={onChange} />);
  const u = user();
  await u.click(screen.getByRole('button', { name: '去签字' }));
  await padReady();
  return u;
}

describe('SignaturePad', () => {
  it('shows 去签字 when empty and opens the full-height popup with the hint', async () => {
    render(<Host />);
    expect(screen.queryByText('本事项需签字，请在空白区域内横向书写')).toBeNull();
    await user().click(screen.getByRole('button', { name: '去签字' }));
    // The pad's code loads on this first 去签字 (issue 28).
    expect(await screen.findByText('本事项需签字，请在空白区域内横向书写')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重写' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(document.querySelector<HTMLElement>('.adm-popup-body')!.style.height).toBe('100%');
  });

  it('a portrait pad says to turn the phone and shows the hint and baseline along the long edge (issue 34 item 15)', async () => {
    await openPad(vi.fn());
    expect(screen.getByText('请将手机横过来书写')).toBeInTheDocument();
    const hint = screen.getByTestId('signature-hint');
    expect(hint).toHaveTextContent('本事项需签字，请在空白区域内横向书写');
    expect(hint).toHaveClass('zs-sign-hint');
    expect(hint.closest('.zs-sign-area')).toHaveClass('zs-sign-portrait');
  });

  it('a landscape pad (a rotated screen, a desktop) is written as shown and stored unturned', async () => {
    windowSize(1280, 900);
    const onChange = vi.fn();
    const u = await openPad(onChange);
    expect(screen.queryByTestId('signature-hint')).toBeNull();
    expect(screen.getByText('本事项需签字，请在空白区域内横向书写')).toBeInTheDocument();
    const canvas = padCanvas();
    draw(canvas);
    await u.click(screen.getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith(`data:image/png;w=${canvas.width};h=${canvas.height}`);
  });

  it('ignores 去签字 when disabled', async () => {
    render(<Host disabled />);
    await user().click(screen.getByText('去签字'));
    expect(screen.queryByLabelText('签字区域')).toBeNull();
  });

  it('确定 with nothing drawn toasts 请先填写 and stays open', async () => {
    const onChange = vi.fn();
    const u = await openPad(onChange);
    await u.click(screen.getByRole('button', { name: '确定' }));
    expect(toast).toHaveBeenCalledWith('请先填写');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('签字区域')).toBeInTheDocument();
  });

  it('重写 clears the drawing, so 确定 then refuses', async () => {
    const onChange = vi.fn();
    const u = await openPad(onChange);
    draw(padCanvas());
    await u.click(screen.getByRole('button', { name: '重写' }));
    await u.click(screen.getByRole('button', { name: '确定' }));
    expect(toast).toHaveBeenCalledWith('请先填写');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('确定 after drawing emits a PNG rotated 270° and shows the image with a delete icon', async () => {
    const onChange = vi.fn();
    const u = await openPad(onChange);
    const canvas = padCanvas();
    const { width, height } = canvas;
    expect(width).toBeGreaterThan(0);
    draw(canvas);
    await u.click(screen.getByRole('button', { name: '确定' }));
    // The rotated copy swaps width and height and is drawn with a quarter turn.
    expect(onChange).toHaveBeenCalledWith(`data:image/png;w=${height};h=${width}`);
    expect(toast).not.toHaveBeenCalled();
    const rotated = vi
      .mocked(HTMLCanvasElement.prototype.toDataURL)
      .mock.contexts.at(-1) as HTMLCanvasElement;
    expect(fake.ctxOf(rotated)!.calls).toEqual(
      expect.arrayContaining([
        ['translate', 0, width],
        ['rotate', (3 * Math.PI) / 2],
        ['drawImage', canvas, 0, 0, width, height],
      ]),
    );
    expect(screen.getByRole('img', { name: '签名' })).toHaveAttribute(
      'src',
      `data:image/png;w=${height};h=${width}`,
    );
    expect(screen.getByRole('button', { name: '删除签名' })).toBeInTheDocument();
  });

  it('deleting clears the value and offers 撤销, which brings the signature back', async () => {
    const onChange = vi.fn();
    render(<Host initial="data:image/png;base64,AAA" onChange={onChange} />);
    await user().click(screen.getByRole('button', { name: '删除签名' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByRole('button', { name: '去签字' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('已删除签名');
    await user().click(screen.getByRole('button', { name: '撤销' }));
    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,AAA');
    expect(screen.getByRole('img', { name: '签名' })).toHaveAttribute('src', 'data:image/png;base64,AAA');
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
  });

  it('disabled with a signature shows the image without a delete icon and does not open', async () => {
    render(<Host initial="data:image/png;base64,AAA" disabled />);
    expect(screen.getByRole('img', { name: '签名' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除签名' })).toBeNull();
    await user().click(screen.getByRole('img', { name: '签名' }));
    expect(screen.queryByLabelText('签字区域')).toBeNull();
  });

  it('redraws an existing signature turned upright and centred', async () => {
    render(<Host initial="data:image/png;base64,OLD" />);
    await user().click(screen.getByRole('img', { name: '签名' }));
    const canvas = padCanvas();
    const ctx = () => fake.ctxOf(canvas)!;
    // Stored 100×200 (rotated 270°) → upright 200×100, centred in the drawing area.
    await waitFor(() => expect(ctx().calls.some((c) => c[0] === 'drawImage')).toBe(true));
    const r = centredRect({ width: 200, height: 100 }, { width: canvas.width, height: canvas.height });
    expect(
      ctx()
        .calls.find((c) => c[0] === 'drawImage')!
        .slice(2),
    ).toEqual([r.x, r.y, 200, 100]);
  });

  it('confirms a redrawn signature without new strokes', async () => {
    const onChange = vi.fn();
    render(<Host initial="data:image/png;base64,OLD" onChange={onChange} />);
    const u = user();
    await u.click(screen.getByRole('img', { name: '签名' }));
    await waitFor(() => expect(fake.ctxOf(padCanvas())!.calls.some((c) => c[0] === 'drawImage')).toBe(true));
    await u.click(screen.getByRole('button', { name: '确定' }));
    expect(toast).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('the browser back button closes the popup; closing by a button pops its history entry', async () => {
    render(<Host />);
    const u = user();
    const push = vi.spyOn(window.history, 'pushState');
    await u.click(screen.getByRole('button', { name: '去签字' }));
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.history.state).toHaveProperty('zsPopup');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await popupClosed();

    const back = vi.spyOn(window.history, 'back');
    await u.click(screen.getByRole('button', { name: '去签字' }));
    await padReady();
    draw(padCanvas());
    await u.click(screen.getByRole('button', { name: '确定' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('the close icon closes the popup without a value', async () => {
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    const u = user();
    await u.click(screen.getByRole('button', { name: '去签字' }));
    await u.click(screen.getByRole('button', { name: '关闭' }));
    await popupClosed();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clamps the pen width to 1–3', async () => {
    const { default: Lib } = await import('signature_pad');
    const seen: { min: number; max: number }[] = [];
    const on = vi.spyOn(Lib.prototype, 'on').mockImplementation(function (this: InstanceType<typeof Lib>) {
      seen.push({ min: this.minWidth, max: this.maxWidth });
    });
    render(
      <ContainerProvider container={withNotifier()}>
        <SignaturePad value="" onChange={() => {}} minWidth={0.2} maxWidth={9} />
      </ContainerProvider>,
    );
    await user().click(screen.getByRole('button', { name: '去签字' }));
    await waitFor(() => expect(seen).toEqual([{ min: 1, max: 3 }]));
    on.mockRestore();
  });
});

describe('centredRect', () => {
  it('centres without upscaling and scales down to fit', () => {
    expect(centredRect({ width: 100, height: 50 }, { width: 300, height: 150 })).toEqual({
      x: 100,
      y: 50,
      width: 100,
      height: 50,
    });
    expect(centredRect({ width: 600, height: 100 }, { width: 300, height: 300 })).toEqual({
      x: 0,
      y: 125,
      width: 300,
      height: 50,
    });
  });
});
