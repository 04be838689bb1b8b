import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type AccountAction, PHONE_PATTERN, type StaffAccount } from '@domain/staff/accounts';
import { StaffAccountsGateway } from '@domain/staff/accounts-gateway';
import { ROLE_LABEL } from '@domain/staff/roles';
import type { StaffRole } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

export interface AccountDraft {
  name: string;
  phone: string;
  role: StaffRole;
}

/** An action on one account, waiting for the administrator to confirm it. */
export interface PendingAction {
  kind: AccountAction;
  account: StaffAccount;
  /** The new role (修改角色). */
  role: StaffRole;
}

/** A password shown once (新建账号, 重置密码): the dialog holds it until closed, then it is gone. */
export interface OneTimePassword {
  title: string;
  name: string;
  phone: string;
  password: string;
}

const EMPTY_DRAFT: AccountDraft = { name: '', phone: '', role: 'admissions' };

/** The question each confirmation asks, naming the person. */
export function confirmQuestion(p: PendingAction): { title: string; text: string; ok: string } {
  const who = `「${p.account.name}」`;
  switch (p.kind) {
    case 'resetPassword':
      return {
        title: '重置密码',
        text: `确定重置${who}的密码？将生成一次性密码，该账号立即退出登录，下次登录须修改密码。`,
        ok: '确定重置',
      };
    case 'disable':
      return {
        title: '停用账号',
        text: `确定停用${who}的账号？停用后立即退出登录，不能再登录，可随时启用。`,
        ok: '确定停用',
      };
    case 'enable':
      return { title: '启用账号', text: `确定启用${who}的账号？启用后可用原密码登录。`, ok: '确定启用' };
    case 'changeRole':
      return { title: '修改角色', text: `为${who}选择新的角色：`, ok: '确定修改' };
  }
}

/** 账号管理 (学校管理员): the school's staff accounts; every change confirmed, one-time passwords shown once. */
@injectable('Transient')
export class StaffAccountsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: StaffAccount[] = [];
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  creating = false;
  draft: AccountDraft = { ...EMPTY_DRAFT };
  draftError: string | null = null;
  pending: PendingAction | null = null;
  oneTime: OneTimePassword | null = null;
  readonly #gw: StaffAccountsGateway;

  constructor(@inject(StaffAccountsGateway) gw: StaffAccountsGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.list(),
      (rows) => (this.rows = rows),
    );
  }
  /** Reloads the list after a change, keeping the page (no loading flash). */
  async #refresh(): Promise<void> {
    try {
      const rows = await this.#gw.list();
      runInAction(() => (this.rows = rows));
    } catch {
      /* the change is done; the list shows it on the next load */
    }
  }

  openCreate(): void {
    this.creating = true;
    this.draft = { ...EMPTY_DRAFT };
    this.draftError = null;
  }
  closeCreate(): void {
    this.creating = false;
  }
  setDraft(patch: Partial<AccountDraft>): void {
    this.draft = { ...this.draft, ...patch };
    this.draftError = null;
  }

  async create(): Promise<void> {
    const name = this.draft.name.trim();
    const phone = this.draft.phone.trim();
    if (!name) this.draftError = '请填写姓名';
    else if (!PHONE_PATTERN.test(phone)) this.draftError = '请输入正确的手机号';
    if (this.draftError) return;
    const role = this.draft.role;
    const made = await runAction(
      this,
      () => this.#gw.create({ name, phone, role }),
      `已创建${ROLE_LABEL[role]}「${name}」`,
    );
    if (!made) {
      // Shown in the dialog, where the administrator can correct the phone.
      runInAction(() => {
        this.draftError = this.notice?.text ?? null;
        this.notice = null;
      });
      return;
    }
    runInAction(() => {
      this.creating = false;
      this.oneTime = { title: '账号已创建', name, phone, password: made.password };
    });
    await this.#refresh();
  }

  ask(kind: AccountAction, account: StaffAccount): void {
    this.pending = { kind, account, role: account.role };
    this.notice = null;
  }
  setPendingRole(role: StaffRole): void {
    if (this.pending) this.pending = { ...this.pending, role };
  }
  cancel(): void {
    this.pending = null;
  }

  async confirm(): Promise<void> {
    const p = this.pending;
    if (!p) return;
    const { id, name, phone } = p.account;
    this.pending = null;
    switch (p.kind) {
      case 'resetPassword': {
        const r = await runAction(this, () => this.#gw.resetPassword(id), `已重置「${name}」的密码`);
        if (r) runInAction(() => (this.oneTime = { title: '密码已重置', name, phone, password: r.password }));
        break;
      }
      case 'disable':
        await runAction(this, () => this.#gw.disable(id), `已停用「${name}」的账号`);
        break;
      case 'enable':
        await runAction(this, () => this.#gw.enable(id), `已启用「${name}」的账号`);
        break;
      case 'changeRole':
        if (p.role === p.account.role) return;
        await runAction(
          this,
          () => this.#gw.changeRole(id, p.role),
          `已将「${name}」的角色改为${ROLE_LABEL[p.role]}`,
        );
        break;
    }
    await this.#refresh();
  }

  /** Closing the dialog forgets the password: it cannot be shown again. */
  closeOneTime(): void {
    this.oneTime = null;
  }
}
