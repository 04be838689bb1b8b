import Button from 'antd-mobile/es/components/button';
import { Link } from 'wouter';
import type { CheckinStep } from './checkin-steps';

const DOT = {
  width: 28,
  height: 28,
  borderRadius: 14,
  flex: '0 0 28px',
  display: 'grid',
  placeItems: 'center',
  fontSize: 14,
} as const;

/** The check-in steps, each with its state and action; the next one stands out. */
export function StepList({ steps }: { steps: CheckinStep[] }) {
  return (
    <ol aria-label="报到进度" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps.map((s, i) => (
        <li
          key={s.key}
          data-state={s.state}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '12px 0',
            borderTop: i ? '1px solid #f0f0f0' : undefined,
          }}
        >
          <span
            aria-hidden="true"
            style={{
              ...DOT,
              background: s.state === 'done' ? '#007a4d' : s.state === 'next' ? '#0958d9' : '#e5e5e5',
              color: s.state === 'todo' ? '#6e6e6e' : '#fff',
            }}
          >
            {s.state === 'done' ? '✓' : i + 1}
          </span>
          <span style={{ flex: 1, minWidth: 0 }}>
            <span style={{ display: 'block', fontSize: 15, color: '#1f1f1f' }}>{s.title}</span>
            <span style={{ fontSize: 13, color: s.state === 'done' ? '#007a4d' : '#6e6e6e' }}>
              {s.status}
            </span>
          </span>
          {s.action ? (
            <Link href={s.action.to} asChild>
              <Button
                size="small"
                color={s.state === 'next' ? 'primary' : 'default'}
                fill={s.state === 'next' ? 'solid' : 'outline'}
                aria-label={`${s.title}：${s.action.label}`}
              >
                {s.action.label}
              </Button>
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
