import Checkbox from 'antd-mobile/es/components/checkbox';
import { PromiseText } from '../home/promise-text';

/** The school's 诚信报名承诺书 and its 我已阅读并同意 (asked only when the school requires it). */
export function PromiseConsent({
  title,
  content,
  checked,
  onChange,
}: {
  title: string;
  content: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <section className="zs-section" aria-label={title}>
      <h2 className="zs-section-title">{title}</h2>
      <PromiseText html={content} />
      <Checkbox checked={checked} onChange={onChange} style={{ minHeight: 44 }}>
        我已阅读并同意《{title}》
      </Checkbox>
    </section>
  );
}
