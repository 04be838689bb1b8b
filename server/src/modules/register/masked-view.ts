import { maskIdNumber, maskPhone } from '@domain/identity/mask';
import { ID_NUMBER_PROP } from '@domain/forms/answers/template-rules';

const MOBILE = /^1[3-9]\d{9}$/;

/**
 * A registration as a list shows it: identity number and mobile numbers masked (minimum
 * necessary, PIPL); the full values only come with one registration asked for by id (editing).
 */
export function maskedView<V extends { idNumber: string; answers: Record<string, unknown> }>(v: V): V {
  const answers = Object.fromEntries(
    Object.entries(v.answers).map(([k, a]) => [
      k,
      typeof a !== 'string'
        ? a
        : k === ID_NUMBER_PROP
          ? maskIdNumber(a)
          : MOBILE.test(a.trim())
            ? maskPhone(a)
            : a,
    ]),
  );
  return { ...v, idNumber: maskIdNumber(v.idNumber), answers };
}
