export * from './journey';
export * from './registration-review';
export * from './fee';
export * from './voucher';
export * from './admission';
export * from './face-photo';
export * from './activity-signup';
export * from './checkin-steps';
