import type { Envelope } from '@contract/envelope';
import { ERRORS, type ErrorCode } from './errors';

export const ok = <T>(data: T): Envelope<T> => ({ code: 0, msg: '成功', data, success: true });

export const failure = (code: ErrorCode, msg?: string): { status: number; body: Envelope<null> } => ({
  status: ERRORS[code].status,
  body: { code: ERRORS[code].code, msg: msg ?? ERRORS[code].msg, data: null, success: false },
});
