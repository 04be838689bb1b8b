import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffAccountsGateway } from '@domain/staff/accounts-gateway';
import { forgotRequestRefusal, forgotResetRefusal } from '@domain/use-cases/staff/forgot-password';
import { loadErrorText } from '@ui/kit/load-state/load-state';

export type ForgotStep = 'request' | 'reset' | 'done';

/** 忘记密码: school and phone → an SMS code → the code and a new password → back to 登录. */
@injectable('Transient')
export class ForgotPasswordVm {
  step: ForgotStep = 'request';
  orgId = '';
  phone = '';
  code = '';
  next = '';
  again = '';
  busy = false;
  error: string | null = null;
  /** Seconds until 重新获取 (the server allows one code a minute). */
  wait = 0;
  readonly #gw: StaffAccountsGateway;
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(@inject(StaffAccountsGateway) gw: StaffAccountsGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(patch: Partial<Pick<ForgotPasswordVm, 'orgId' | 'phone' | 'code' | 'next' | 'again'>>): void {
    Object.assign(this, patch);
    this.error = null;
  }

  async #run(act: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      await act();
    } catch (e) {
      runInAction(() => (this.error = loadErrorText(e)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** 获取验证码: the same answer whether or not the phone has an account. */
  sendCode(): Promise<void> {
    const refusal = forgotRequestRefusal(this.orgId, this.phone);
    if (refusal) {
      this.error = refusal;
      return Promise.resolve();
    }
    return this.#run(async () => {
      const r = await this.#gw.sendResetCode({ orgId: this.orgId.trim(), phone: this.phone.trim() });
      runInAction(() => {
        this.step = 'reset';
        this.#countdown(r.resendAfterS);
      });
    });
  }

  reset(): Promise<void> {
    const refusal = forgotResetRefusal(this.code, this.next, this.again);
    if (refusal) {
      this.error = refusal;
      return Promise.resolve();
    }
    return this.#run(async () => {
      await this.#gw.resetWithCode({
        orgId: this.orgId.trim(),
        phone: this.phone.trim(),
        code: this.code.trim(),
        newPassword: this.next,
      });
      runInAction(() => {
        this.step = 'done';
        this.next = this.again = this.code = '';
      });
    });
  }

  #countdown(seconds: number): void {
    this.dispose();
    this.wait = seconds;
    this.#timer = setInterval(() => runInAction(() => (this.wait > 0 ? this.wait-- : this.dispose())), 1000);
  }

  dispose(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
