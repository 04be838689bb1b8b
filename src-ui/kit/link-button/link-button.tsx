import type { ReactNode } from 'react';
import { Link } from 'wouter';
// antd-mobile Button's look without its component (a screen may show no Button of its own).
import 'antd-mobile/es/components/button/button.css';
import './link-button.css';

/** The look of antd-mobile's Button (its classes), on a link. */
export interface LinkButtonLook {
  color?: 'default' | 'primary' | 'success';
  fill?: 'solid' | 'outline';
  size?: 'small' | 'middle';
  block?: boolean;
}

/** antd-mobile Button's class list for a look (the server's painted screens write the same). */
export function buttonClasses({ color = 'default', fill = 'solid', size = 'middle', block }: LinkButtonLook) {
  return [
    'adm-button',
    `adm-button-${color}`,
    fill === 'outline' ? 'adm-button-fill-outline' : '',
    block ? 'adm-button-block' : '',
    size === 'small' ? 'adm-button-small' : '',
    'adm-button-shape-default',
    'zs-link-button',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Issue 35: a control that only goes to another route is a real link (`<a href="#/…">`), so a tap
 * works from the first paint (the server's painted screen has the same link before any JavaScript)
 * and the route changes at once. It looks like antd-mobile's Button.
 */
export function LinkButton({ to, children, ...look }: LinkButtonLook & { to: string; children: ReactNode }) {
  return (
    <Link href={to} className={buttonClasses(look)}>
      <span>{children}</span>
    </Link>
  );
}
