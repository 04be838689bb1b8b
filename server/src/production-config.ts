import { settingsKeyProblem } from './school/secret-box';

/**
 * What a production deployment (NODE_ENV=production) must configure before it may start: no demo
 * stand-in may serve real parents. Each line names the variable to set.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  // The dev SMS adapter only logs codes: in production anyone could read them from the log.
  if (!env.SMS_PROVIDER)
    problems.push('SMS_PROVIDER is unset (the dev adapter only logs codes): set SMS_PROVIDER=tencent');
  // The sandbox cashier marks orders paid without money (issue 13).
  if ((env.PAYMENT_MODE ?? 'sandbox') === 'sandbox')
    problems.push('PAYMENT_MODE is sandbox (the demo cashier): set PAYMENT_MODE=wxpay-v3');
  // The dev notifier only logs: parents would never hear of an approval or a rejection.
  if (!env.NOTIFY_CHANNEL || env.NOTIFY_CHANNEL === 'dev')
    problems.push(
      'NOTIFY_CHANNEL is unset (the dev notifier only logs): set NOTIFY_CHANNEL=wechat, sms or wechat,sms',
    );
  // A generated key file lives beside the data; production keys come from the environment or a mounted file.
  if (!env.SIGNING_KEYS && !env.SIGNING_KEYS_FILE)
    problems.push('SIGNING_KEYS or SIGNING_KEYS_FILE is unset: give every instance the same signing keys');
  // School secrets (WeChat Pay keys, app secrets) are sealed with it; the dev key is public.
  const settingsKey = settingsKeyProblem(env);
  if (settingsKey) problems.push(settingsKey);
  return problems;
}

/** Throws with every problem at once, so an operator fixes them in one go. */
export function assertProductionReady(env: NodeJS.ProcessEnv = process.env): void {
  const problems = productionProblems(env);
  if (problems.length) throw new Error(`refusing to start in production:\n- ${problems.join('\n- ')}`);
}
