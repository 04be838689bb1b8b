import type { Container } from 'inversify';
import { StaffNoticesGateway } from '@adapters/api/staff-notices-gateway';
import type { HttpPort } from '@domain/ports/http';
import { WebStore } from '@adapters/storage/web-store';
import { SessionStore } from '@domain/ports/storage';
import { NoticesGateway } from '@domain/staff/notices-gateway';

/** 群发通知: its gateway, and the tab's sessionStorage that keeps the draft across a reload. */
export function noticeBindings(c: Container, http: HttpPort): void {
  c.bind(NoticesGateway).toConstantValue(new StaffNoticesGateway(http));
  if (!c.isBound(SessionStore))
    c.bind(SessionStore).toConstantValue(new WebStore(() => window.sessionStorage));
}
