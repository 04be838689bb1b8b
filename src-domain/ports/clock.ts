/** Wall clock. The domain computes "now" as UTC+8 from it (spec section 9). */
export const Clock = Symbol.for('Clock');
export interface Clock {
  now(): Date;
}
