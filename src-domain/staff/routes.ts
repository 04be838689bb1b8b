/**
 * Hash routes of the staff app (its own entry, staff.html) that screens link to. The route table
 * (src-ui/staff/app/staff-routes.tsx: title, role, lazy screen) is where they are mounted.
 */
export const STAFF_PATHS = {
  login: '/login',
  changePassword: '/password',
  queue: '/queue',
  registration: '/registration/:id',
  vouchers: '/vouchers',
  photos: '/photos',
  admissions: '/admissions',
  payments: '/payments',
  exports: '/exports',
  outbox: '/outbox',
  audit: '/audit',
  templates: '/templates',
  privacy: '/privacy',
  desk: '/desk',
  board: '/board',
  roster: '/roster',
  settings: '/settings',
  accounts: '/accounts',
  plans: '/plans',
  activities: '/activities',
  activityEdit: '/activities/edit/:id',
  activitySignups: '/activities/signups/:id',
  checkinSettings: '/checkin-settings',
  checkinExports: '/checkin-exports',
  cms: '/cms',
  /** The list of one type (news / document): the tab survives an editor's save and a reload. */
  cmsOf: '/cms/of/:id',
  cmsEdit: '/cms/edit/:id',
  forms: '/forms',
  notices: '/notices',
  /** 摇号 (issue 37): a lottery plan's commitment, draw, result and waitlist. */
  lottery: '/lottery',
} as const;

export const staffLinks = {
  registration: (id: string) => `/registration/${encodeURIComponent(id)}`,
  /** `new` opens an empty editor. */
  activityEdit: (id: string) => `/activities/edit/${encodeURIComponent(id)}`,
  activitySignups: (id: string) => `/activities/signups/${encodeURIComponent(id)}`,
  /** `new-news` / `new-document` open an empty editor of that type. */
  cmsEdit: (id: string) => `/cms/edit/${encodeURIComponent(id)}`,
  cmsOf: (type: 'news' | 'document') => `/cms/of/${type}`,
} as const;
