import { checkin } from '@domain/journeys';
type DeskStep = { key: string; name: string };
import { maskIdNumber, maskPhone } from '@domain/identity/mask';
import { chinaDateTimeString } from '@domain/time/china-time';
import ExcelJS from 'exceljs';
import { regionTree } from '../modules/region/tree';
import { HK_TYPES, NATIONS, PARTIES } from '../modules/welcome/options';
import type { Option } from '@contract/common';
import type { ExportStudent } from './checkin-data';
import { formulasAsText } from './xlsx';

type Mark = { welcomeId: string; step: string; staffName: string; markedAt: Date; idCardChecked: boolean };
type Lists = { stuTypes: Option[]; dayGoTypes: Option[] };

const time = (d: Date | string | null | undefined) => (d ? chinaDateTimeString(new Date(d)) : '');
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const labelOf = (list: Option[], v: unknown) => list.find((o) => o.value === v)?.label ?? str(v);

/** 户籍所在地 by its GB/T 2260 code: 省 市 区, or the code when unknown. */
function regionText(code: unknown): string {
  const c = str(code);
  if (!c) return '';
  for (const p of regionTree())
    for (const city of p.children)
      for (const a of city.children)
        if (a.code === c)
          return [p.name, city.name === p.name ? '' : city.name, a.name].filter(Boolean).join(' ');
  return c;
}

function sheet(wb: ExcelJS.Workbook, name: string, header: string[], rows: (string | number)[][]) {
  const ws = wb.addWorksheet(name);
  ws.addRow(header);
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((c) => (c.width = 14));
  formulasAsText(ws);
}

/**
 * The check-in workbook: 确认信息 (the details each student confirmed), 到校计划 (the arrival plans)
 * and 到校记录 (arrived or not, when, and each desk step with who and when). Identity numbers and
 * phones masked unless `unmasked`; text that looks like a formula is written as text.
 */
export async function checkinXlsx(
  students: ExportStudent[],
  marks: Mark[],
  steps: DeskStep[],
  lists: Lists,
  unmasked: boolean,
): Promise<Buffer> {
  const id = (v: string) => (unmasked ? v : maskIdNumber(v));
  const phone = (v: unknown) => (unmasked ? str(v) : str(v) && maskPhone(str(v)));
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const base = (s: ExportStudent) => [s.studentNo, s.name, s.majorName ?? '', s.className];

  sheet(
    wb,
    '确认信息',
    [
      '学号',
      '姓名',
      '专业',
      '班级',
      '身份证号',
      '宿舍',
      '手机号',
      '民族',
      '政治面貌',
      '户口性质',
      '就读方式',
      '学生类别',
      '户籍所在地',
      '家庭住址',
      '紧急联系人',
      '紧急联系电话',
      '确认时间',
    ],
    students.map((s) => {
      const d = s.details;
      return [
        ...base(s),
        id(s.idNumber),
        s.dormitory,
        phone(d.phone),
        labelOf(NATIONS, d.nation),
        labelOf(PARTIES, d.party),
        labelOf(HK_TYPES, d.hkType),
        labelOf(lists.dayGoTypes, d.dayGoType),
        labelOf(lists.stuTypes, d.stuType),
        regionText(d.regionCode),
        str(d.address),
        str(d.emergencyContact),
        phone(d.emergencyPhone),
        time(s.confirmedAt),
      ];
    }),
  );

  sheet(
    wb,
    '到校计划',
    ['学号', '姓名', '专业', '班级', '到校方式', '预计到校日期', '陪同人数', '车次/航班', '登记时间'],
    students.flatMap((s) => {
      const a = s.details.arrival as Record<string, unknown> | undefined;
      if (!a) return [];
      return [
        [
          ...base(s),
          str(a.arriveModeText),
          str(a.arriveDate),
          str(a.companions),
          str(a.trafficNo),
          time(str(a.savedAt) || null),
        ],
      ];
    }),
  );

  const byStudent = new Map<string, Map<string, Mark>>();
  for (const m of marks) {
    const own = byStudent.get(m.welcomeId) ?? new Map<string, Mark>();
    own.set(m.step, m);
    byStudent.set(m.welcomeId, own);
  }
  sheet(
    wb,
    '到校记录',
    [
      '学号',
      '姓名',
      '专业',
      '班级',
      '是否到校',
      '到校时间',
      ...steps.flatMap((x) => [`${x.name}办理人`, `${x.name}时间`]),
    ],
    students.map((s) => {
      const own = byStudent.get(s.id);
      const arrive = own?.get('arrive');
      // 到校: arrived_at or the 报到 desk mark (the board's rule).
      const arrivedAt = s.arrivedAt ?? arrive?.markedAt ?? null;
      return [
        ...base(s),
        arrivedAt ? checkin.states.arrived.label : '未到校',
        time(arrivedAt),
        ...steps.flatMap((x) => {
          const m = own?.get(x.key);
          return m ? [m.staffName, time(m.markedAt)] : ['', ''];
        }),
      ];
    }),
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
