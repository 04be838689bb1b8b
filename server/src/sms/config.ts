import type { FastifyInstance } from 'fastify';
import { devSms } from './dev-sms';
import type { SmsPort } from './port';
import { tencentSms } from './tencent-sms';

function required(env: NodeJS.ProcessEnv, name: string): string {
  const v = env[name];
  if (!v) throw new Error(`SMS_PROVIDER=tencent needs ${name}`);
  return v;
}

/** The SMS adapter this deployment uses: SMS_PROVIDER=tencent (ids/keys from env), else the dev one. */
export function smsFromEnv(log: (line: string) => void, env: NodeJS.ProcessEnv = process.env): SmsPort {
  if (env.SMS_PROVIDER === 'tencent')
    return tencentSms({
      secretId: required(env, 'TENCENT_SMS_SECRET_ID'),
      secretKey: required(env, 'TENCENT_SMS_SECRET_KEY'),
      sdkAppId: required(env, 'TENCENT_SMS_SDK_APP_ID'),
      signName: required(env, 'TENCENT_SMS_SIGN_NAME'),
      templateId: required(env, 'TENCENT_SMS_TEMPLATE_ID'),
      region: env.TENCENT_SMS_REGION ?? 'ap-guangzhou',
      endpoint: env.TENCENT_SMS_ENDPOINT ?? 'https://sms.tencentcloudapi.com',
    });
  return devSms(log);
}

const perApp = new WeakMap<object, SmsPort>();

/**
 * The one SMS adapter of an app (keyed by its dependencies, shared by every plugin context): the
 * phone login and the staff 忘记密码 send through it, so the dev page lists both.
 */
export function appSms(app: FastifyInstance): SmsPort {
  let sms = perApp.get(app.deps);
  if (!sms) {
    // The dev adapter writes each message to the server log (stdout when request logs are off).
    sms = smsFromEnv((line) =>
      app.log.level && app.log.level !== 'silent' ? app.log.info(line) : console.info(line),
    );
    perApp.set(app.deps, sms);
  }
  return sms;
}
