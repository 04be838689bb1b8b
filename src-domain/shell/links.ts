/** Every route path of spec section 2, named; the only place outside routes.ts a path is written. */
export const PATHS = {
  root: '/',
  home: '/orientation/homepage/index',
  result: '/orientation/homepage/result',
  checkinEntry: '/orientation/homepage/checkin',
  checkinHome: '/orientation/checkin/index',
  checkinNotice: '/orientation/checkin/details',
  checkinMoreInfo: '/orientation/checkin/moreinfos',
  checkinConfirm: '/orientation/checkin/confirm',
  checkinProcedure: '/orientation/checkin/procedure',
  face: '/orientation/humanface/face',
  takePhoto: '/orientation/humanface/tackpic',
  faceStandard: '/orientation/humanface/faceStandard',
  plans: '/orientation/enrollment/index',
  registration: '/orientation/enrollment/details',
  registrationMoreInfo: '/orientation/enrollment/moreinfos',
  applications: '/orientation/enrollment/applylist',
  registrationConfirm: '/orientation/enrollment/confirm',
  resultRecruit: '/orientation/homepage/resultrecruit',
  activities: '/orientation/enrollment/signList',
  activitySign: '/orientation/enrollment/ActivitySign',
  /** 个人信息: the privacy notice, one's data export and deletion requests (issue 17). */
  privacy: '/orientation/enrollment/privacy',
} as const;

export type RouteName = keyof typeof PATHS;

/** A path with its query; undefined values are left out. */
function withParams(path: string, params: Record<string, string | undefined>): string {
  const q = Object.entries(params)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return q ? `${path}?${q}` : path;
}

/** Typed link builders: a screen links with `links.registration({ planId })`, never a literal. */
export const links = {
  home: () => PATHS.home,
  result: () => PATHS.result,
  checkinEntry: () => PATHS.checkinEntry,
  plans: () => PATHS.plans,
  registration: (p: { planId: string; registrationId?: string }) =>
    withParams(PATHS.registration, { planId: p.planId, registrationId: p.registrationId }),
  applications: () => PATHS.applications,
  activities: () => PATHS.activities,
  activitySign: (p: { activityId: string }) => withParams(PATHS.activitySign, { activityId: p.activityId }),
  privacy: () => PATHS.privacy,
} as const;

/** Spec section 2: every route under this prefix is open (never checked by the guard). */
export const ENROLLMENT_PREFIX = '/orientation/enrollment/';
