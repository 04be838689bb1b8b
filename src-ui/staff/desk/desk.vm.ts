import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ARRIVE_STEP,
  addMark,
  checkPassOffline,
  DESK_KEYS,
  DESK_TEXT,
  DeskGateway,
  type DeskMark,
  DeskStore,
  type DayListPayload,
  type DeskPublicKey,
  type DeskQueue,
  type DeskStudent,
  doneLine,
  emptyQueue,
  forgetMark,
  mergeResults,
  nextBatch,
  OFFLINE_REFUSAL,
  offlineStudent,
  parseQueue,
  searchDayList,
  serializeQueue,
  type SignedDayList,
  verifyDayList,
} from '@domain/checkin-desk';
import { DESK_ORDER_TEXT, markRefusal, undoRefusal } from '@domain/journeys/desk-steps';
import { isHttpFailure } from '@domain/ports/http';
import { loadErrorText } from '@ui/kit/load-state/load-state';

const randomId = (n = 16) => {
  const b = new Uint8Array(n);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, n * 2);
};

const isNetwork = (e: unknown) => isHttpFailure(e) && e.kind === 'network';

/** 现场报到: scan or look up a student, mark the school's desk steps; offline with the signed day list. */
@injectable('Transient')
export class DeskVm {
  online = true;
  busy = false;
  syncing = false;
  notice: { text: string; ok: boolean } | null = null;
  student: DeskStudent | null = null;
  /** How the current student was found: the pass (token) or a look-up (welcomeId). */
  source: { passToken?: string; welcomeId?: string } = {};
  /** A fresh id per scan; each step's nonce derives from it (a resend of the same mark is not doubled). */
  scanId = '';
  idCardChecked = false;
  /** Lines per step after a mark this scan (已办理 / 已由 X 于 T 办理). */
  stepLines: Record<string, string> = {};
  results: DeskStudent[] | null = null;
  list: DayListPayload | null = null;
  queue: DeskQueue;
  readonly deviceId: string;
  readonly #gw: DeskGateway;
  readonly #store: DeskStore;
  #key: DeskPublicKey | null = null;

  constructor(@inject(DeskGateway) gw: DeskGateway, @inject(DeskStore) store: DeskStore) {
    this.#gw = gw;
    this.#store = store;
    this.queue = parseQueue(store.read(DESK_KEYS.queue));
    let id = store.read(DESK_KEYS.device);
    if (!id) store.write(DESK_KEYS.device, (id = `desk-${randomId(8)}`));
    this.deviceId = id;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get pendingCount(): number {
    return this.queue.pending.length;
  }
  get conflicts() {
    return this.queue.conflicts;
  }
  /** Conflicts as lines: the student's name and step (from the day list when known), who did it first. */
  get conflictLines(): { key: string; text: string }[] {
    const names = new Map(this.list?.students.map((s) => [s.w, s.name]) ?? []);
    const steps = new Map(this.list?.steps.map((s) => [s.key, s.name]) ?? []);
    return this.queue.conflicts.map((c) => ({
      key: c.mark.nonce,
      text: `${names.get(c.mark.welcomeId) ?? c.mark.welcomeId} · ${steps.get(c.mark.step) ?? c.mark.step}：${
        c.reason ?? doneLine(c.by, c.at)
      }`,
    }));
  }
  /** 报到 needs the ID card checked: the student chose 到校现场核验, has no approved photo, or we are offline. */
  get needsIdCheck(): boolean {
    const s = this.student;
    return !!s && (!this.online || s.method === 'onsite' || !s.photoUrl || s.photoPending);
  }

  /** Why a step of the current student cannot be marked now (报到 first: journeys/desk-steps.ts). */
  markBlocked(step: string): string | null {
    return this.student ? markRefusal(step, this.student.steps) : null;
  }

  /** Why a done step cannot be undone here (offline, or 报到 with later steps done). */
  undoBlocked(step: string): string | null {
    if (!this.student) return null;
    return undoRefusal(step, this.student.steps) ?? (this.online ? null : DESK_ORDER_TEXT.undoOffline);
  }

  /** Restores the stored day list (verified again with the stored key) and syncs what is queued. */
  async start(online: boolean): Promise<void> {
    this.online = online;
    const key = this.#read<DeskPublicKey>(DESK_KEYS.publicKey);
    const list = this.#read<SignedDayList>(DESK_KEYS.dayList);
    if (key && list) {
      const p = await verifyDayList(list, key);
      runInAction(() => {
        this.#key = key;
        if (p && p.validUntil >= Date.now()) this.list = p;
      });
    }
    if (online) await this.sync();
  }

  #read<T>(key: string): T | null {
    try {
      return JSON.parse(this.#store.read(key) ?? 'null') as T | null;
    } catch {
      return null;
    }
  }

  #save() {
    this.#store.write(DESK_KEYS.queue, serializeQueue(this.queue));
  }

  /** The browser's online/offline events; back online, the queue syncs. */
  setOnline(online: boolean) {
    const back = online && !this.online;
    this.online = online;
    if (back) void this.sync();
  }

  #wentOffline() {
    this.online = false;
  }

  #show(s: DeskStudent, source: DeskVm['source']) {
    this.student = s;
    this.source = source;
    this.scanId = randomId(12);
    this.idCardChecked = false;
    this.stepLines = {};
    this.results = null;
  }

  clear() {
    this.student = null;
    this.results = null;
    this.notice = null;
  }

  /** A scanned pass (QR text). */
  async submitCode(text: string): Promise<void> {
    const token = text.trim();
    this.notice = null;
    if (!token) return;
    const answered = await this.#tryOnline(
      () => this.#gw.scan(token),
      (s) => this.#show(s, { passToken: token }),
    );
    if (!answered) await this.#scanOffline(token);
  }

  /**
   * Online: the server answers (or refuses, shown in the notice). False when the network is gone,
   * the desk then works offline and the caller answers from the day list or the queue.
   */
  async #tryOnline<T>(call: () => Promise<T>, show: (v: T) => void): Promise<boolean> {
    if (!this.online) return false;
    this.busy = true;
    try {
      const v = await call();
      runInAction(() => show(v));
      return true;
    } catch (e) {
      if (isNetwork(e)) {
        runInAction(() => this.#wentOffline());
        return false;
      }
      runInAction(() => (this.notice = { text: loadErrorText(e), ok: false }));
      return true;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async #scanOffline(token: string) {
    const list = this.list;
    if (!list) {
      this.notice = { text: DESK_TEXT.noList, ok: false };
      return;
    }
    const r = await checkPassOffline(list, token, Date.now());
    runInAction(() => {
      if (r.ok) this.#show(offlineStudent(list, r.student, this.queue), { welcomeId: r.student.w });
      else this.notice = { text: OFFLINE_REFUSAL[r.reason], ok: false };
    });
  }

  /** Look-up by ID number or name. */
  async search(q: string): Promise<void> {
    this.notice = null;
    if (q.trim().length < 2) {
      this.notice = { text: '请输入至少2个字', ok: false };
      return;
    }
    if (
      await this.#tryOnline(
        () => this.#gw.search(q.trim()),
        (rows) => this.#results(rows),
      )
    )
      return;
    const list = this.list;
    if (!list) {
      this.notice = { text: DESK_TEXT.noList, ok: false };
      return;
    }
    this.#results(searchDayList(list, q).map((s) => offlineStudent(list, s, this.queue)));
  }

  #results(rows: DeskStudent[]) {
    if (rows.length === 1) this.#show(rows[0]!, { welcomeId: rows[0]!.welcomeId });
    else {
      this.student = null;
      this.results = rows;
      if (!rows.length) this.notice = { text: DESK_TEXT.noResult, ok: false };
    }
  }

  pick(s: DeskStudent) {
    this.#show(s, { welcomeId: s.welcomeId });
  }

  setIdChecked(v: boolean) {
    this.idCardChecked = v;
  }

  /** Marks one step: online on the server (once, by nonce), offline into the device's queue. */
  async mark(step: string): Promise<void> {
    const s = this.student;
    if (!s) return;
    const name = s.steps.find((x) => x.key === step)?.name ?? step;
    // Offline the photo cannot be compared, so 报到 always needs the ID card.
    if (step === ARRIVE_STEP && !this.idCardChecked && this.needsIdCheck) {
      this.notice = { text: DESK_TEXT.needIdCheck, ok: false };
      return;
    }
    const blocked = this.markBlocked(step);
    if (blocked) {
      this.notice = { text: blocked, ok: false };
      return;
    }
    const nonce = `${this.scanId}-${step}`;
    this.notice = null;
    const answered = await this.#tryOnline(
      () =>
        this.#gw.mark({
          nonce,
          step,
          ...this.source,
          idCardChecked: this.idCardChecked,
          deviceId: this.deviceId,
        }),
      (a) => {
        const line = a.result === 'already' ? a.message : DESK_TEXT.marked(name);
        this.student = a.student;
        this.stepLines = { ...this.stepLines, [step]: line };
        this.notice = { text: line, ok: a.result !== 'already' };
      },
    );
    if (!answered) this.#markOffline(s, step, name, nonce);
  }

  /** 撤销 a done step (撤销报到) on the server; the device forgets the mark too. */
  async undo(step: string): Promise<void> {
    const s = this.student;
    if (!s) return;
    const blocked = this.undoBlocked(step);
    if (blocked) {
      this.notice = { text: blocked, ok: false };
      return;
    }
    this.notice = null;
    const answered = await this.#tryOnline(
      () => this.#gw.undo(s.welcomeId, step),
      (a) => {
        this.student = a.student;
        const lines = { ...this.stepLines };
        delete lines[step];
        this.stepLines = lines;
        this.queue = forgetMark(this.queue, s.welcomeId, step);
        this.#save();
        // A new mark after the undo is a new act: a fresh scan id, so its nonce is not the undone one's.
        this.scanId = randomId(12);
        this.notice = { text: a.message, ok: true };
      },
    );
    if (!answered) this.notice = { text: DESK_ORDER_TEXT.undoOffline, ok: false };
  }

  /** After a sync: the shown student's synced steps read as done by whom the server says, not 待同步. */
  #afterSync(synced: readonly DeskMark[]) {
    const s = this.student;
    if (!s) return;
    const mine = synced.filter((m) => m.welcomeId === s.welcomeId);
    if (!mine.length) return;
    const lines = { ...this.stepLines };
    const steps = s.steps.map((x) => {
      if (!mine.some((m) => m.step === x.key)) return x;
      delete lines[x.key];
      const d = this.queue.done[`${s.welcomeId}/${x.key}`];
      return d
        ? { ...x, done: true, by: d.by, at: new Date(d.at).toISOString() }
        : { ...x, done: false, by: null, at: null };
    });
    this.stepLines = lines;
    this.student = { ...s, steps };
    // 已记录，联网后自动同步 is no longer true once synced.
    if (this.notice?.text.endsWith(DESK_TEXT.queuedMark('').trim())) this.notice = null;
  }

  #markOffline(s: DeskStudent, step: string, name: string, nonce: string) {
    const r = addMark(
      this.queue,
      { nonce, welcomeId: s.welcomeId, step, at: Date.now(), idCardChecked: this.idCardChecked },
      // No name until the server confirms: shown as 已于 T 办理（待同步）.
      '',
    );
    const line = r.added ? DESK_TEXT.queuedMark(name) : doneLine(r.done.by, r.done.at);
    this.queue = r.queue;
    this.#save();
    this.stepLines = { ...this.stepLines, [step]: line };
    this.notice = { text: line, ok: r.added };
    const at = r.added ? Date.now() : r.done.at;
    const by = r.added ? '' : r.done.by;
    this.student = {
      ...s,
      steps: s.steps.map((x) =>
        x.key === step ? { ...x, done: true, by, at: new Date(at).toISOString() } : x,
      ),
    };
  }

  /** Sends the queued marks (oldest first, in batches) until none is left or the network fails. */
  async sync(): Promise<void> {
    if (this.syncing) return;
    this.syncing = true;
    try {
      while (this.queue.pending.length) {
        const batch = nextBatch(this.queue, 200);
        const results = await this.#gw.sync(this.deviceId, batch);
        runInAction(() => {
          this.queue = mergeResults(this.queue, results);
          this.#save();
          const answered = new Set(results.map((r) => r.nonce));
          this.#afterSync(batch.filter((m) => answered.has(m.nonce)));
        });
        if (!results.length) break;
      }
    } catch (e) {
      runInAction(() => {
        if (isNetwork(e)) this.#wentOffline();
        else this.notice = { text: loadErrorText(e), ok: false };
      });
    } finally {
      runInAction(() => (this.syncing = false));
    }
  }

  /** 下载当日名单: the public key and the signed list, verified before it is kept. */
  async downloadDayList(): Promise<void> {
    this.busy = true;
    this.notice = null;
    try {
      const [key, list] = await Promise.all([this.#gw.publicKey(), this.#gw.dayList()]);
      const p = await verifyDayList(list, key);
      runInAction(() => {
        if (!p) {
          this.notice = { text: DESK_TEXT.listBad, ok: false };
          return;
        }
        this.#key = key;
        this.list = p;
        this.#store.write(DESK_KEYS.publicKey, JSON.stringify(key));
        this.#store.write(DESK_KEYS.dayList, JSON.stringify(list));
        // Marks the list knows (made elsewhere) join this device's; pending marks are kept.
        this.queue = { ...this.queue, done: { ...emptyQueue(p).done, ...this.queue.done } };
        this.#save();
        this.notice = { text: DESK_TEXT.listSaved(p.students.length), ok: true };
      });
    } catch (e) {
      runInAction(() => {
        if (isNetwork(e)) this.#wentOffline();
        this.notice = { text: loadErrorText(e), ok: false };
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  get hasKey(): boolean {
    return !!this.#key;
  }
}
