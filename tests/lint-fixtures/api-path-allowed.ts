import * as W from '@contract/staff-work';

export const plans = W.plans;
export const viewer = '/fileapi/viewer';
export const page = '/queue';
