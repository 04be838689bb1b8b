import ExcelJS from 'exceljs';
import type { LotteryView } from '@contract/lottery';
import { formulasAsText } from './xlsx';

export const DRAW_COLUMNS = ['名次', '报名编号', '优先类别', '结果', '候补序号', 'HMAC-SHA256'] as const;

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

/**
 * 摇号记录 for the notary and the file: sheet 摇号记录 (the commitment, the seed, who and when), sheet
 * 摇号结果 (the published order, recomputable from the seed), sheet 名单 (names by 报名编号, for staff).
 */
export async function drawXlsx(v: LotteryView): Promise<Buffer> {
  const d = v.draw;
  if (!d) throw new Error('no draw');
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const info = wb.addWorksheet('摇号记录');
  const groupName = new Map(d.groups.map((g) => [g.id, g.name]));
  const lines: [string, string | number][] = [
    ['学校', d.schoolName],
    ['招生计划', d.planName],
    ['算法', d.algorithm],
    ['名额', d.places],
    ...d.groups.map((g): [string, string | number] => [
      `优先类别：${g.name}`,
      g.places ?? '不限（剩余名额）',
    ]),
    ['参加摇号人数', d.entries.length],
    ['种子哈希（SHA-256）', d.seedHash],
    ['公示时间（北京时间）', when(d.committedAt)],
    ['公示人', d.committedBy],
    ['种子', d.seed ?? '（摇号时公开）'],
    ['摇号时间（北京时间）', when(d.drawnAt)],
    ['摇号人', d.drawnBy ?? ''],
    ['监督人', d.observer],
  ];
  for (const l of lines) info.addRow(l);
  info.getColumn(1).font = { bold: true };
  info.getColumn(1).width = 24;
  info.getColumn(2).width = 70;
  const res = wb.addWorksheet('摇号结果');
  res.addRow([...DRAW_COLUMNS]);
  res.getRow(1).font = { bold: true };
  for (const e of d.order ?? [])
    res.addRow([
      e.rank,
      e.regNo,
      groupName.get(e.groupId) ?? e.groupId,
      e.admitted ? '中签' : '候补',
      e.waitlist ?? '',
      e.key,
    ]);
  const names = wb.addWorksheet('名单');
  names.addRow(['报名编号', '姓名', '优先类别', '当前状态']);
  names.getRow(1).font = { bold: true };
  for (const row of v.rows)
    names.addRow([row.regNo, row.name, groupName.get(row.groupId) ?? row.groupId, row.stateText]);
  for (const ws of [info, res, names]) formulasAsText(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
