import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Session } from '@domain/ports/session';
import { type KeyValueStore, SessionStore } from '@domain/ports/storage';
import { CheckinGateway, type Enrollment, type StudentDetail } from '@domain/ports/checkin-gateway';
import { loadCheckinHome } from '@domain/use-cases/checkin/load-checkin-home';
import { checkinSteps, mainAction, progressText, type CheckinStep } from './checkin-steps';
import { loadOutcome, type LoadStatus } from '@ui/kit/load-state/load-state';

/** Check-in home: the enrolment (queryEnroll), the student's record and the progress of the steps. */
@injectable('Transient')
export class CheckinHomeVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  detail: StudentDetail | null = null;
  enrollment: Enrollment | null = null;

  readonly #checkin: CheckinGateway;
  readonly #session: Session;
  readonly #tab: KeyValueStore;

  constructor(
    @inject(CheckinGateway) checkin: CheckinGateway,
    @inject(Session) session: Session,
    @inject(SessionStore) tab: KeyValueStore,
  ) {
    this.#checkin = checkin;
    this.#session = session;
    this.#tab = tab;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get steps(): CheckinStep[] {
    if (!this.detail) return [];
    return checkinSteps(this.detail.progress);
  }

  /** 报到状态 as the server says it (never 已到校 while steps remain). */
  get statusText(): string {
    return this.detail ? progressText(this.detail.progress) : '';
  }

  /** The main button as the server offers it: the next step, or its awaited state (审核中). */
  get main(): { label: string; to: string | null; waiting: boolean } | null {
    return this.detail ? mainAction(this.detail.progress) : null;
  }

  get next(): CheckinStep | null {
    return this.steps.find((s) => s.state === 'next') ?? null;
  }

  get doneCount(): number {
    return this.steps.filter((s) => s.state === 'done').length;
  }

  async load(): Promise<void> {
    const deps = { checkin: this.#checkin, session: this.#session, tab: this.#tab };
    await loadOutcome(
      this,
      () => loadCheckinHome(deps),
      ({ detail, enrollment }) => {
        this.detail = detail;
        this.enrollment = enrollment;
      },
    );
  }
}
