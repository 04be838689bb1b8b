export const a = '/staff-api/plans/list';
export const b = (id: string) => `/sc-mobile-api/api/mobile/welcome/${id}`;
export const c = 'https://gw.example/platform/api/config/center';
