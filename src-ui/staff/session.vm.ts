import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isHttpFailure } from '@domain/ports/http';
import { StaffGateway } from '@domain/staff/gateway';
import { can, ROLE_LABEL, type StaffAction } from '@domain/staff/roles';
import type { StaffMe } from '@domain/staff/types';
import { changeFirstPassword, signIn } from '@domain/use-cases/staff/sign-in';
import { loadErrorText } from '@ui/kit/load-state/load-state';

export type SessionStatus = 'checking' | 'signedOut' | 'mustChange' | 'ready';

/** Who is signed in to the workspace (one per app): login, first password change, logout. */
@injectable('Singleton')
export class StaffSessionVm {
  status: SessionStatus = 'checking';
  me: StaffMe | null = null;
  busy = false;
  error: string | null = null;
  readonly #gw: StaffGateway;
  /** The one-time password just used to sign in, kept in memory only for 修改初始密码 (not asked again). */
  #oneTime: string | null = null;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** 修改初始密码 right after signing in with the one-time password: 原密码 is not asked again. */
  get knowsOldPassword(): boolean {
    return this.status === 'mustChange' && this.#oneTime !== null;
  }

  get roleLabel(): string {
    return this.me ? ROLE_LABEL[this.me.role] : '';
  }

  can(action: StaffAction): boolean {
    return can(this.me?.role, action);
  }

  async restore(): Promise<void> {
    if (!this.#gw.hasSession()) {
      this.status = 'signedOut';
      return;
    }
    try {
      const me = await this.#gw.me();
      runInAction(() => {
        this.me = me;
        this.status = me.mustChangePassword ? 'mustChange' : 'ready';
      });
    } catch (e) {
      // No network (a desk reloaded on a bad gym Wi-Fi): the session this tab last confirmed goes on,
      // the pages work from what they keep; the server still checks the token on every call.
      const last = isHttpFailure(e) && e.kind === 'network' ? this.#gw.lastMe() : null;
      runInAction(() => {
        if (last && !last.mustChangePassword) {
          this.me = last;
          this.status = 'ready';
        } else this.signedOut();
      });
    }
  }

  async signIn(orgId: string, phone: string, password: string): Promise<void> {
    if (!orgId.trim() || !phone.trim() || !password) {
      this.error = '请填写学校编号、手机号和密码';
      return;
    }
    this.busy = true;
    this.error = null;
    try {
      const r = await signIn(this.#gw, { orgId: orgId.trim(), phone: phone.trim(), password });
      runInAction(() => {
        this.me = r.me;
        this.status = r.kind === 'changePassword' ? 'mustChange' : 'ready';
        this.#oneTime = r.kind === 'changePassword' ? password : null;
      });
    } catch (e) {
      runInAction(() => (this.error = loadErrorText(e)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async changePassword(oldPassword: string, next: string, again: string): Promise<boolean> {
    this.busy = true;
    this.error = null;
    try {
      const old = this.knowsOldPassword ? this.#oneTime! : oldPassword;
      const me = await changeFirstPassword(this.#gw, old, next, again);
      runInAction(() => {
        this.me = me;
        this.status = 'ready';
        this.#oneTime = null;
      });
      return true;
    } catch (e) {
      runInAction(() => (this.error = loadErrorText(e)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async logout(): Promise<void> {
    try {
      await this.#gw.logout();
    } catch {
      /* the local session is gone either way */
    }
    runInAction(() => this.signedOut());
  }

  /** The server refused the session (401) or the teacher logged out. */
  signedOut(): void {
    this.#oneTime = null;
    this.me = null;
    this.status = 'signedOut';
  }
}
