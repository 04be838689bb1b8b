import { useEffect, useRef, useState, type ReactNode } from 'react';

type Phase = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export const PULL_TEXT: Record<Exclude<Phase, 'idle'>, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中',
  complete: '刷新成功',
};
const THRESHOLD = 60;
const HEAD = 40;

/**
 * Pull down at the top of the page to refresh. Touch events and a CSS transform only: antd-mobile's
 * PullToRefresh brings react-spring and @use-gesture (~24 KB gzip) and shifted the list on load (CLS).
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [pull, setPull] = useState(0);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let startY: number | null = null;
    let dist = 0;
    let busy = false;
    const onStart = (e: TouchEvent) => {
      if (busy || window.scrollY > 0 || e.touches.length !== 1) return;
      startY = e.touches[0]!.clientY;
      dist = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = e.touches[0]!.clientY - startY;
      if (dy <= 0 || window.scrollY > 0) {
        startY = null;
        setPull(0);
        setPhase('idle');
        return;
      }
      if (e.cancelable) e.preventDefault(); // keep the browser's own overscroll from moving the page too
      dist = Math.min(dy * 0.5, THRESHOLD * 1.5);
      setPull(dist);
      setPhase(dist >= THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (dist < THRESHOLD) {
        setPull(0);
        setPhase('idle');
        return;
      }
      busy = true;
      setPull(HEAD);
      setPhase('refreshing');
      void Promise.resolve(refresh.current())
        .catch(() => {})
        .then(() => {
          setPhase('complete');
          return new Promise((r) => setTimeout(r, 500));
        })
        .then(() => {
          busy = false;
          setPull(0);
          setPhase('idle');
        });
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const moving = phase === 'pulling' || phase === 'canRelease';
  return (
    <div ref={box} className="zs-pull" data-phase={phase}>
      <div
        className="zs-pull-head"
        aria-live="polite"
        style={{ transform: `translateY(${pull - HEAD}px)`, opacity: phase === 'idle' ? 0 : 1 }}
      >
        {phase === 'idle' ? null : PULL_TEXT[phase]}
      </div>
      <div
        className="zs-pull-body"
        style={{
          transform: pull ? `translateY(${pull}px)` : undefined,
          transition: moving ? 'none' : undefined,
        }}
      >
        {children}
      </div>
    </div>
  );
}
