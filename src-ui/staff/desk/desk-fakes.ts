import {
  type DayListPayload,
  type DeskGateway,
  type DeskMark,
  type DeskStore,
  type DeskStudent,
  type MarkInput,
  sha256Hex,
  type DeskStep,
  stepRoleRefusal,
  stepsForRole,
  type SyncResult,
  toBase64Url,
} from '@domain/checkin-desk';
import { markRefusal, undoRefusal } from '@domain/journeys/desk-steps';

/** Test doubles for the desk: a server that marks once per step, signs its day list, can go offline. */
export const TENANT = 't-1';
const STEPS: DeskStep[] = [
  { key: 'arrive', name: '报到' },
  { key: 'fee', name: '缴费核验' },
];

export const passFor = (w: string, c = `code-${w}`, exp = Date.now() + 86_400_000) =>
  `${toBase64Url(new TextEncoder().encode(JSON.stringify({ p: 'pass', w, t: TENANT, exp, c })))}.mac`;

export function memoryStore(): DeskStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    read: (k) => data.get(k) ?? null,
    write: (k, v) => (v === null ? data.delete(k) : data.set(k, v)),
  };
}

export class FakeDeskGateway implements DeskGateway {
  offline = false;
  students: {
    w: string;
    name: string;
    photoUrl: string | null;
    method: 'photo' | 'onsite';
    photoPending?: boolean;
  }[] = [
    { w: 'w1', name: '林晓', photoUrl: null, method: 'photo' },
    { w: 'w2', name: '周宁', photoUrl: '/fileapi/w2.jpg', method: 'photo' },
  ];
  marks = new Map<string, { by: string; at: number; nonce: string }>();
  nonces = new Set<string>();
  calls: string[] = [];
  staffName = '张老师';
  /** The desk's role and the school's steps with who may mark them (the server's rule, step-roles.ts). */
  role: 'admin' | 'checkin' = 'checkin';
  schoolSteps: DeskStep[] = STEPS;
  #keys: Promise<CryptoKeyPair> = crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ]) as Promise<CryptoKeyPair>;

  #net(name: string) {
    this.calls.push(name);
    if (this.offline) return Promise.reject({ kind: 'network', msg: '网络错误，请检查网络后重试' });
    return Promise.resolve();
  }
  view(w: string): DeskStudent {
    const s = this.students.find((x) => x.w === w)!;
    return {
      welcomeId: s.w,
      name: s.name,
      studentNo: `S${s.w}`,
      className: '计科1班',
      major: '计算机',
      idMasked: '110101********1234',
      method: s.method,
      photoUrl: s.photoUrl,
      photoPending: !!s.photoPending,
      steps: stepsForRole(this.schoolSteps, this.role)
        .map(({ key, name }) => ({ key, name }))
        .map((st) => {
          const m = this.marks.get(`${w}/${st.key}`);
          return { ...st, done: !!m, by: m?.by ?? null, at: m ? new Date(m.at).toISOString() : null };
        }),
    };
  }
  async steps() {
    await this.#net('steps');
    return STEPS;
  }
  async scan(passToken: string) {
    await this.#net('scan');
    const w = JSON.parse(atob(passToken.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/'))).w;
    return this.view(w);
  }
  async search(q: string) {
    await this.#net('search');
    return this.students.filter((s) => s.name.includes(q)).map((s) => this.view(s.w));
  }
  async mark(m: MarkInput) {
    await this.#net(`mark:${m.nonce}`);
    const w =
      m.welcomeId ?? JSON.parse(atob(m.passToken!.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/'))).w;
    const k = `${w}/${m.step}`;
    const step = this.schoolSteps.find((s) => s.key === m.step);
    const refusal = step && stepRoleRefusal(step, this.role);
    if (refusal) throw { kind: 'server', code: 422, msg: refusal };
    const order = markRefusal(m.step, this.view(w).steps);
    if (order) throw { kind: 'server', code: 422, msg: order };
    const prior = this.marks.get(k);
    if (prior) {
      const result = prior.nonce === m.nonce ? ('duplicate' as const) : ('already' as const);
      return {
        result,
        message: `已由 ${prior.by} 于 9月1日 08:00 办理`,
        by: prior.by,
        at: '',
        student: this.view(w),
      };
    }
    this.marks.set(k, { by: this.staffName, at: Date.now(), nonce: m.nonce });
    return { result: 'marked' as const, message: '', by: this.staffName, at: '', student: this.view(w) };
  }
  async undo(w: string, step: string) {
    await this.#net(`undo:${w}/${step}`);
    const refusal = undoRefusal(step, this.view(w).steps);
    if (refusal) throw { kind: 'server', code: 422, msg: refusal };
    this.marks.delete(`${w}/${step}`);
    return { message: `${this.schoolSteps.find((s) => s.key === step)?.name} 已撤销`, student: this.view(w) };
  }
  async sync(_device: string, marks: readonly DeskMark[]): Promise<SyncResult[]> {
    await this.#net('sync');
    return marks.map((m) => {
      const k = `${m.welcomeId}/${m.step}`;
      const prior = this.marks.get(k);
      if (prior?.nonce === m.nonce) return { nonce: m.nonce, result: 'duplicate', by: prior.by };
      if (prior) return { nonce: m.nonce, result: 'conflict', by: prior.by, at: prior.at };
      const order = markRefusal(m.step, this.view(m.welcomeId).steps);
      if (order) return { nonce: m.nonce, result: 'rejected', reason: order };
      this.marks.set(k, { by: '李老师', at: m.at, nonce: m.nonce });
      return { nonce: m.nonce, result: 'marked', by: '李老师' };
    });
  }
  async publicKey() {
    await this.#net('publicKey');
    const raw = await crypto.subtle.exportKey('raw', (await this.#keys).publicKey);
    return { kid: 'k1', key: toBase64Url(new Uint8Array(raw)) };
  }
  async dayList() {
    await this.#net('dayList');
    const payload: DayListPayload = {
      v: 1,
      tenantId: TENANT,
      orgId: 'o-1',
      issuedAt: Date.now(),
      validUntil: Date.now() + 86_400_000,
      steps: STEPS,
      students: await Promise.all(
        this.students.map(async (s) => ({
          w: s.w,
          name: s.name,
          studentNo: `S${s.w}`,
          className: '计科1班',
          major: '计算机',
          idMasked: '110101********1234',
          passDigest: await sha256Hex(`code-${s.w}`),
          method: s.method,
          marks: {},
        })),
      ),
    };
    const text = JSON.stringify(payload);
    const sig = await crypto.subtle.sign(
      { name: 'Ed25519' },
      (await this.#keys).privateKey,
      new TextEncoder().encode(text),
    );
    return { payload: text, kid: 'k1', sig: toBase64Url(new Uint8Array(sig)) };
  }
}
