/** One login code to deliver to a phone (mainland number, 11 digits). */
export interface SmsCode {
  phone: string;
  code: string;
  /** Minutes the code stays valid (in the message text). */
  minutes: number;
  /** The school's own sign and template (学校设置); else the deployment's (sms/config.ts). */
  signName?: string;
  templateId?: string;
  /** What the code is for (the dev text says so; a provider sends its one code template). */
  purpose?: 'login' | 'staff-password';
}

/** Sends login codes: the dev adapter keeps them readable, a provider adapter sends real SMS. */
export interface SmsPort {
  send(msg: SmsCode): Promise<void>;
}

export const smsText = (m: SmsCode): string =>
  m.purpose === 'staff-password'
    ? `您正在找回学校工作台密码，验证码为 ${m.code}，${m.minutes} 分钟内有效。如非本人操作，请忽略本短信。`
    : `您的登录验证码为 ${m.code}，${m.minutes} 分钟内有效。如非本人操作，请忽略本短信。`;
