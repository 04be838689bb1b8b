import { answerString, registerFieldType, textLength } from './define';

/** Something@domain.tld, no spaces; at most EMAIL_MAX characters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX = 100;

/** 电子邮箱: text that must be an email address (格式不正确 otherwise); exported as the address. */
export const email = registerFieldType({
  type: 'email',
  kinds: [
    {
      kind: 'email',
      label: '电子邮箱',
      order: 75,
      defaults: () => ({ label: '电子邮箱', placeholder: '请输入电子邮箱' }),
    },
  ],
  validate: (_f, value, { text }) => {
    const address = answerString(value);
    if (address === null) return text();
    if (textLength(address) > EMAIL_MAX) return { code: 'ANSWER.TOO_LONG', n: EMAIL_MAX };
    return EMAIL.test(address) ? text() : { code: 'ANSWER.PATTERN' };
  },
});
