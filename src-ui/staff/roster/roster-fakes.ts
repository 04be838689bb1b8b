import { checkin } from '@domain/journeys';
import type {
  GenerateResult,
  ImportResult,
  MappingView,
  RosterGateway,
  RosterOptions,
  RosterQuery,
  RosterStudent,
} from '@domain/roster/gateway';
import { DEFAULT_MAPPING, type RosterMapping } from '@domain/roster/mapping';

export const student = (i: number, over: Partial<RosterStudent> = {}): RosterStudent => ({
  welcomeId: `w${i}`,
  name: `新生${i}`,
  idNumber: '110101********1234',
  phone: '138****0000',
  studentNo: '',
  majorId: 'm1',
  major: '计算机应用',
  className: '一班',
  dormitory: '',
  planName: '2026级秋季招生',
  step: 'notReported',
  stepText: '未报到',
  arrived: false,
  withdrawn: false,
  withdrawReason: '',
  ...over,
});

const result = (over: Partial<ImportResult>): ImportResult => ({
  rows: 2,
  created: 2,
  updated: 0,
  unchanged: 0,
  errorCount: 0,
  errors: [],
  written: false,
  ...over,
});

/** A scripted 新生名单 gateway: records each call; the import answers by file name (bad.xlsx has errors). */
export class FakeRosterGateway implements RosterGateway {
  calls: { name: string; args: unknown[] }[] = [];
  students: RosterStudent[] = Array.from({ length: 25 }, (_, i) => student(i + 1));
  fail: string | null = null;
  #mapping: MappingView = {
    mapping: { ...DEFAULT_MAPPING },
    saved: false,
    fields: [
      { value: 'name', label: '姓名（name）' },
      { value: 'idNumber', label: '身份证号（idNumber）' },
    ],
  };

  #log(name: string, ...args: unknown[]) {
    this.calls.push({ name, args });
    if (this.fail) return Promise.reject({ kind: 'server', code: 500, status: 500, msg: this.fail });
    return Promise.resolve();
  }
  async list(q: RosterQuery) {
    await this.#log('list', q);
    const rows = this.students.filter(
      (s) => (q.arrived === undefined || s.arrived === q.arrived) && (!q.q || s.name.includes(q.q)),
    );
    return { total: rows.length, rows: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize) };
  }
  async options(): Promise<RosterOptions> {
    await this.#log('options');
    return {
      plans: [{ value: 'p1', label: '2026级秋季招生' }],
      majors: [{ value: 'm1', label: '计算机应用' }],
      classes: ['一班'],
      steps: [
        { value: 'notReported', label: '未报到' },
        { value: 'arrived', label: checkin.states.arrived.label },
      ],
    };
  }
  async mapping() {
    await this.#log('mapping');
    return this.#mapping;
  }
  async saveMapping(mapping: RosterMapping) {
    await this.#log('saveMapping', mapping);
    this.#mapping = { ...this.#mapping, mapping, saved: true };
    return this.#mapping;
  }
  async generate(planIds: string[], dryRun: boolean): Promise<GenerateResult> {
    await this.#log('generate', planIds, dryRun);
    return {
      dryRun,
      created: 1,
      updated: 0,
      skipped: 1,
      items: [
        {
          registrationId: 'r1',
          name: '周欣妍',
          idNumber: '110101********0011',
          planName: '2026级秋季招生',
          action: 'create',
          reason: '',
        },
        {
          registrationId: 'r2',
          name: '王小明',
          idNumber: '110101********0022',
          planName: '2026级秋季招生',
          action: 'skip',
          reason: '已在名单中，信息无变化',
        },
      ],
    };
  }
  async template() {
    await this.#log('template');
    return { filename: '新生名单导入模板.xlsx', blob: new Blob(['x']) };
  }
  async preview(_file: Blob, name: string) {
    await this.#log('preview', name);
    return name === 'bad.xlsx'
      ? result({
          created: 1,
          errorCount: 1,
          errors: [{ row: 3, column: '身份证号', message: '身份证号校验位不正确' }],
        })
      : result({});
  }
  async commit(_file: Blob, name: string) {
    await this.#log('commit', name);
    return result({ written: true });
  }
}
