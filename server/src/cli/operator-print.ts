import { isApiError } from '../http/errors';
import { describeTarget, OperatorRefusal, type Target } from './operator-run';

/** The one-time password block both commands print (shown once, change forced at first login). */
export const passwordLines = (who: string, phone: string, password: string): string[] => [
  `${who} 登录手机号：${phone}`,
  `初始密码（仅显示这一次，首次登录须修改）：${password}`,
];

export const whereLine = (t: Target): string => `（已写入${describeTarget(t)}）`;

/** Runs a command body: a refusal or bad input is printed in Chinese with exit code 1, never as success. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (e) {
    if (e instanceof OperatorRefusal || isApiError(e)) console.error(e.message);
    else console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exitCode = 1;
  }
}
