// The spec's routes (section 2). `firstScreen` ones carry the first-visit budget; `lighthouse` ones
// their page-speed budgets (issue 28), with a repeat visit (warm HTTP cache) where `repeat` is set.
const ENTRY = { lcp: 1.2, performance: 0.98, cls: 0.02, repeatLcp: 0.5 };
export const ROUTES = [
  { name: 'home', hash: '/orientation/homepage/index', firstScreen: true, lighthouse: ENTRY, repeat: true },
  {
    name: 'plan list',
    hash: '/orientation/enrollment/index',
    firstScreen: true,
    lighthouse: ENTRY,
    repeat: true,
  },
  {
    name: 'check-in entry',
    hash: '/orientation/homepage/checkin',
    firstScreen: true,
    lighthouse: ENTRY,
    repeat: true,
  },
  {
    name: 'registration form',
    hash: '/orientation/enrollment/details',
    needsPlan: true,
    lighthouse: { lcp: 2.0, tbt: 200 },
  },
  { name: 'result', hash: '/orientation/homepage/result' },
  { name: 'result (recruit)', hash: '/orientation/homepage/resultrecruit' },
  { name: 'more infos', hash: '/orientation/enrollment/moreinfos' },
  { name: 'application list', hash: '/orientation/enrollment/applylist' },
  { name: 'registration confirm', hash: '/orientation/enrollment/confirm' },
  { name: 'activity list', hash: '/orientation/enrollment/signList' },
  { name: 'activity sign-up', hash: '/orientation/enrollment/ActivitySign' },
  { name: 'check-in', hash: '/orientation/checkin/index', needsWelcome: true },
  { name: 'student notice', hash: '/orientation/checkin/details', needsWelcome: true },
  { name: 'check-in more infos', hash: '/orientation/checkin/moreinfos', needsWelcome: true },
  { name: 'check-in confirm', hash: '/orientation/checkin/confirm', needsWelcome: true },
  { name: 'check-in procedure', hash: '/orientation/checkin/procedure', needsWelcome: true },
  { name: 'face photo', hash: '/orientation/humanface/face', needsWelcome: true },
  { name: 'face photo capture', hash: '/orientation/humanface/tackpic', needsWelcome: true },
  { name: 'face photo rules', hash: '/orientation/humanface/faceStandard', needsWelcome: true },
];

/** Staff screens with a page-speed budget (brief section 6), opened signed in (bench/staff-desk.mjs). */
export const STAFF_PAGES = [{ name: 'staff desk', lighthouse: { lcp: 2.0 } }];
