import Checkbox from 'antd-mobile/es/components/checkbox';
import { useEffect, useRef } from 'react';
import { PROMISE_REQUIRED } from '@domain/use-cases/admissions/submit-registration';
import { PromiseText } from '../home/promise-text';

/** The school's 诚信报名承诺书 and its 我已阅读并同意 (asked only when the school requires it). */
export function PromiseConsent({
  title,
  content,
  checked,
  onChange,
  missing = false,
  attempt = 0,
}: {
  title: string;
  content: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  /** 确认提交 was tapped without the tick: the checkbox is pointed at, scrolled to and focused. */
  missing?: boolean;
  /** Changes on each refused tap, so a second tap points at the checkbox again. */
  attempt?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input');
    if (!input) return;
    // antd-mobile's Checkbox does not pass aria props to its input: set them on it.
    if (!missing) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      return;
    }
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', 'promise-missing');
    box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    // antd-mobile hides the input itself (display: none): the checkbox's group takes the focus.
    box.current?.focus({ preventScroll: true });
  }, [missing, attempt]);
  return (
    <section className="zs-section" aria-label={title}>
      <h2 className="zs-section-title">{title}</h2>
      <PromiseText html={content} />
      <div
        ref={box}
        tabIndex={-1}
        data-testid="promise-consent"
        className={missing ? 'zs-promise-missing' : undefined}
        style={missing ? { outline: '2px solid #cf1322', outlineOffset: 4, borderRadius: 4 } : undefined}
      >
        <Checkbox checked={checked} onChange={onChange} style={{ minHeight: 44 }}>
          我已阅读并同意《{title}》
        </Checkbox>
        {missing ? (
          <div id="promise-missing" role="alert" className="zs-error-text">
            {PROMISE_REQUIRED}
          </div>
        ) : null}
      </div>
    </section>
  );
}
