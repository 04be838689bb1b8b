import { chinaTimeText } from '../time/china-time';
import type { DayListPayload, DayStudent } from './day-list';
import type { DeskStudent } from './desk-gateway';
import type { DeskQueue } from './queue';

/** The desk screen's wording, in one place. */
export const DESK_TEXT = {
  title: '现场报到',
  scan: '扫码',
  album: '从相册识别',
  search: '查询',
  searchHint: '身份证号或姓名',
  download: '下载当日名单',
  online: '在线',
  offline: '离线',
  queued: (n: number) => `待同步 ${n} 条`,
  sync: '立即同步',
  onsite: '到校现场核验',
  idChecked: '已核验身份证',
  needIdCheck: '请先核验学生身份证再办理报到',
  mark: '办理',
  marked: (name: string) => `${name} 已办理`,
  queuedMark: (name: string) => `${name} 已记录，联网后自动同步`,
  noList: '离线状态下需先下载当日名单',
  listBad: '名单校验失败，请重新下载',
  listSaved: (n: number) => `已下载当日名单（${n} 人）`,
  noCamera: '无法打开摄像头，请使用“从相册识别”或输入身份证号查询',
  noCode: '未识别到二维码，请重试',
  noResult: '没有找到这名学生',
  conflicts: '同步冲突',
} as const;

/** 已由 X 于 T 办理 (the same words as the server's answer). */
export const doneLine = (by: string, at: string | number, now: Date = new Date()): string =>
  by
    ? `已由 ${by} 于 ${chinaTimeText(new Date(at).toISOString(), now)} 办理`
    : `已于 ${chinaTimeText(new Date(at).toISOString(), now)} 办理（待同步）`;

/** A student of the verified day list, as the desk shows it offline (marks from the device's queue). */
export function offlineStudent(list: DayListPayload, s: DayStudent, q: DeskQueue): DeskStudent {
  return {
    welcomeId: s.w,
    name: s.name,
    studentNo: s.studentNo,
    className: s.className,
    major: s.major,
    idMasked: s.idMasked,
    method: s.method,
    // Offline there is no photo to compare: the ID card is checked instead.
    photoUrl: null,
    photoPending: false,
    steps: list.steps.map((st) => {
      const d = q.done[`${s.w}/${st.key}`];
      return {
        key: st.key,
        name: st.name,
        done: !!d,
        by: d ? d.by : null,
        at: d ? new Date(d.at).toISOString() : null,
      };
    }),
  };
}

/** Offline look-up in the day list: by name (contained) or the ID number's visible last digits. */
export function searchDayList(list: DayListPayload, q: string): DayStudent[] {
  const t = q.trim().toUpperCase();
  if (t.length < 2) return [];
  return list.students
    .filter(
      (s) => s.name.includes(t) || (/^[0-9X]{2,}$/.test(t) && s.idMasked.toUpperCase().endsWith(t.slice(-4))),
    )
    .slice(0, 20);
}
