import { useLayoutEffect, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { ensureSprite, ICON_LABELS, symbolId, type IconName } from './sprite';

export interface IconProps {
  name: IconName;
  /** px number or any CSS length; default 1em so the icon follows the text size. */
  size?: number | string;
  color?: string;
  /** Accessible name; defaults to the icon's Chinese name; '' marks a decorative icon (hidden from assistive tech). */
  label?: string;
  className?: string;
  style?: CSSProperties;
  onClick?: (e: MouseEvent<SVGSVGElement>) => void;
}

export function Icon({ name, size = '1em', color, label, className, style, onClick }: IconProps) {
  useLayoutEffect(() => ensureSprite(), []);
  const dim = typeof size === 'number' ? `${size}px` : size;
  const name_ = label ?? ICON_LABELS[name];
  const onKeyDown = onClick
    ? (e: KeyboardEvent<SVGSVGElement>) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onClick(e as unknown as MouseEvent<SVGSVGElement>);
        }
      }
    : undefined;
  return (
    <svg
      className={['zs-icon', className].filter(Boolean).join(' ')}
      data-icon={name}
      width={dim}
      height={dim}
      style={{
        color,
        verticalAlign: '-0.15em',
        flexShrink: 0,
        cursor: onClick ? 'pointer' : undefined,
        // A tappable icon gets a 44×44 hit area without moving the layout (padding, matching negative margin).
        ...(onClick
          ? {
              boxSizing: 'content-box' as const,
              padding: `max(0px, calc((44px - ${dim}) / 2))`,
              margin: `min(0px, calc((${dim} - 44px) / 2))`,
            }
          : {}),
        ...style,
      }}
      role={onClick ? 'button' : name_ ? 'img' : undefined}
      aria-label={name_ || undefined}
      aria-hidden={!onClick && !name_ ? true : undefined}
      tabIndex={onClick ? 0 : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
