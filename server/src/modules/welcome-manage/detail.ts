import type { StudentDetail } from '@contract/welcome-manage';
import { parseIdNumber } from '@domain/identity/id-number';
import { maskIdNumber } from '@domain/identity/mask';
import { fileLink } from '../../files/links';
import { iso, type WelcomeRow } from '../welcome/student';
import type { PhotoReview } from './photo-review';
import { checkinProgressOf } from './progress';
import type { Secret } from '../../http/keys';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function studentDetail(
  row: WelcomeRow,
  ctx: {
    schoolName: string;
    majorName: string;
    secret: Secret;
    now: Date;
    review: PhotoReview;
    /** 报到设置: false leaves the photo step out of the progress. */
    requirePhoto?: boolean;
    /** When the student chose 到校现场核验 (progress.ts onsiteChosenAt). */
    onsiteAt?: Date | null;
  },
): StudentDetail {
  const id = parseIdNumber(row.idNumber, ctx.now);
  const info = id.ok ? id.value : { birthday: '', sex: '1' as const, age: 0 };
  const d = row.details;
  return {
    welcomeId: row.id,
    name: row.name,
    idNumber: maskIdNumber(row.idNumber),
    sex: info.sex,
    sexText: info.sex === '0' ? '男' : '女',
    birthday: info.birthday,
    age: info.age,
    studentNo: row.studentNo,
    ticketNo: row.ticketNo ?? '',
    schoolName: ctx.schoolName,
    majorId: row.majorId ?? '',
    majorName: ctx.majorName,
    className: row.className,
    dormitory: row.dormitory,
    phone: str(d.phone),
    nation: str(d.nation),
    party: str(d.party),
    hkType: str(d.hkType),
    dayGoType: str(d.dayGoType),
    stuType: str(d.stuType),
    regionCode: str(d.regionCode),
    address: str(d.address),
    emergencyContact: str(d.emergencyContact),
    emergencyPhone: str(d.emergencyPhone),
    // A photo deleted on the school's schedule keeps its review; only the image is gone.
    photoUrl: row.photoFileId && !row.photoPurgedAt ? fileLink(ctx.secret, row.photoFileId, ctx.now) : null,
    ...(row.photoFileId ? ctx.review : { photoStatus: null, photoRejectReason: null }),
    reportedAt: iso(row.reportedAt),
    noticeReadAt: iso(row.noticeReadAt),
    confirmedAt: iso(row.confirmedAt),
    arrivedAt: iso(row.arrivedAt),
    progress: checkinProgressOf(row, ctx.review, ctx.requirePhoto ?? true, ctx.onsiteAt ?? null),
    version: row.version,
    withdrawn: row.withdrawnAt ? { reason: row.withdrawReason } : null,
  };
}
