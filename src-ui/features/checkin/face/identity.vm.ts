import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadErrorText, runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { IdentityGateway, type IdentityState } from '@domain/checkin-desk';

/** How the student proves who they are, and the separate face (and guardian) consent. */
@injectable('Transient')
export class IdentityVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  state: IdentityState | null = null;
  busy = false;
  /** The face consent box and, under 14, the guardian's. */
  faceAgreed = false;
  guardianAgreed = false;
  guardianName = '';
  guardianRelation = '';

  readonly #api: IdentityGateway;
  constructor(@inject(IdentityGateway) api: IdentityGateway) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get onsite(): boolean {
    return this.state?.method === 'onsite';
  }
  get needsGuardian(): boolean {
    return !!this.state?.missing.includes('guardian');
  }
  /** Every consent the photo needs is given, or ticked and filled in now. */
  get canTakePhoto(): boolean {
    if (!this.state || this.busy) return false;
    const m = this.state.missing;
    // The face consent is ticked on every (re)take; it is recorded when its version is not yet given.
    if (!this.faceAgreed) return false;
    if (m.includes('guardian'))
      return this.guardianAgreed && !!this.guardianName.trim() && !!this.guardianRelation.trim();
    return true;
  }

  setFaceAgreed(v: boolean) {
    this.faceAgreed = v;
  }
  setGuardianAgreed(v: boolean) {
    this.guardianAgreed = v;
  }
  setGuardianName(v: string) {
    this.guardianName = v;
  }
  setGuardianRelation(v: string) {
    this.guardianRelation = v;
  }

  async load(): Promise<void> {
    await runLoad(
      this,
      () => this.#api.get(),
      (state) => {
        this.state = state;
      },
    );
  }

  async #run(work: () => Promise<IdentityState>): Promise<boolean> {
    this.busy = true;
    this.error = null;
    try {
      const state = await work();
      runInAction(() => (this.state = state));
      return true;
    } catch (e) {
      runInAction(() => (this.error = loadErrorText(e)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** 到校现场核验 instead of the photo: the desk checks the ID card on arrival. */
  chooseOnsite(): Promise<boolean> {
    return this.#run(() => this.#api.choose('onsite'));
  }

  /** Records the consents still missing (each with its text version), then chooses the photo. */
  consentAndChoosePhoto(): Promise<boolean> {
    const s = this.state;
    if (!s || !this.canTakePhoto) return Promise.resolve(false);
    return this.#run(async () => {
      if (s.missing.includes('face')) await this.#api.consent('face', s.texts.face.version);
      if (s.missing.includes('guardian'))
        await this.#api.consent('guardian', s.texts.guardian.version, {
          guardianName: this.guardianName.trim(),
          guardianRelation: this.guardianRelation.trim(),
        });
      return this.#api.choose('photo');
    });
  }
}
