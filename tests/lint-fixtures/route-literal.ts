export const a = '/orientation/enrollment/index';
export const b = (id: string) => `/orientation/enrollment/ActivitySign?activityId=${id}`;
export const c = (hash: string) => /^#\/orientation\/homepage\/checkin(\?|$)/.test(hash);
