import { staffWorkApi } from '@contract/api/staff-work';

export const plans = staffWorkApi.plans;
export const viewer = '/fileapi/viewer';
export const page = '/queue';
