import { SIGNATURE_EMPTY_TEXT } from '../signature';
import { registerFieldType } from './define';

/** A signature answer is the pad's PNG data URL (spec section 4), of a bounded size. */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const SIGNATURE_MAX_CHARS = 400_000;

/** 手写签名: the pad's PNG; exported as 已签名, never as its data. */
export const signature = registerFieldType({
  type: 'signature',
  kinds: [{ kind: 'signature', label: '手写签名', order: 100, defaults: () => ({ label: '家长签字' }) }],
  // Spec sections 5 and 8: an empty signature reads '请先填写'.
  emptyMessage: () => SIGNATURE_EMPTY_TEXT,
  validate: (_f, value) => {
    const ok =
      typeof value === 'string' && value.startsWith(SIGNATURE_PREFIX) && value.length <= SIGNATURE_MAX_CHARS;
    return ok ? null : { code: 'ANSWER.SIGNATURE' };
  },
  exportText: (_f, v) => (typeof v === 'string' && v ? '已签名' : ''),
  image: true,
  applicantOnly: true,
});
