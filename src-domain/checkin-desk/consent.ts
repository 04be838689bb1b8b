/**
 * Another way than the face (issue 16 item 5, issue 17 item 6): since 2025 China's rules on face
 * recognition require an alternative where one exists, a separate consent for the face, and a
 * guardian's consent for a child under 14 (PIPL art. 28/31). Each text has a version; a consent is
 * recorded with the version the person read and the time.
 */
export type IdentityMethod = 'photo' | 'onsite';
export type ConsentKind = 'face' | 'guardian';

export interface ConsentText {
  version: string;
  title: string;
  text: string;
}

export const CONSENT_TEXTS: Readonly<Record<ConsentKind, ConsentText>> = {
  face: {
    version: 'face-2026-01',
    title: '人脸信息处理单独同意',
    text:
      '学校将收集你的人脸照片，仅用于到校报到时核验本人身份。人脸信息属于敏感个人信息：照片单独保存，' +
      '审核后或报到期结束后按学校规定的期限删除，不用于其他目的，不向第三方提供。你可以不同意，' +
      '改为到校现场核验（由报到老师查验身份证），不影响报到。',
  },
  guardian: {
    version: 'guardian-2026-01',
    title: '监护人同意',
    text:
      '根据身份证号，学生未满十四周岁。其个人信息（包括人脸照片）须经父母或其他监护人同意后方可处理。' +
      '请监护人阅读上述人脸信息处理说明，填写姓名与关系后同意。',
  },
};

/** 到校现场核验: what the student is told the desk will do instead of the photo. */
/** The school turned 到校现场核验 off (报到设置 › 人脸照片). */
export const ONSITE_OFF_TEXT = '本校未开放到校现场核验，请上传人脸照片';
export const ONSITE_TEXT = '到校报到时，请携带本人身份证原件，由报到老师现场核验身份，无需上传人脸照片。';

/** Whole years of age on `now`'s China calendar day, from an ID number's birthday (YYYY-MM-DD). */
export function ageOn(birthday: string, now: Date): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return NaN;
  const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Under 14 (PIPL: all of a child's data is sensitive and needs a guardian's consent). */
export const isUnderFourteen = (birthday: string, now: Date): boolean => ageOn(birthday, now) < 14;

/** The consents a photo needs: the face consent, and the guardian's when under 14. */
export function consentsForPhoto(underFourteen: boolean): ConsentKind[] {
  return underFourteen ? ['face', 'guardian'] : ['face'];
}

/** The consents still missing (not given, or given to an older text version). */
export function missingConsents(
  underFourteen: boolean,
  given: Partial<Record<ConsentKind, { version: string } | null>>,
): ConsentKind[] {
  return consentsForPhoto(underFourteen).filter((k) => given[k]?.version !== CONSENT_TEXTS[k].version);
}
