import { postRoutes, route, type RequestOf, type ResponseOf } from '../endpoint';
import type * as C from '../lottery';
import { STAFF_BASE } from './staff';

const p = <T extends string>(rest: T) => `${STAFF_BASE}${rest}` as const;
const APP = '/enrollment-manage-api/api/app/enrollment/';

/** 摇号 (staff), the public draw record (no login) and the parent's answer to a won place. */
export const lotteryPaths = {
  plans: p('lottery/plans'),
  get: p('lottery/get'),
  setGroup: p('lottery/set-group'),
  commit: p('lottery/commit'),
  draw: p('lottery/draw'),
  /** xlsx of the draw record (not the envelope). */
  exportDraw: p('lottery/export'),
} as const;

export const lotteryPublicPaths = {
  publicRecord: `${APP}lottery/record`,
} as const;
export const lotteryUserPaths = {
  confirmSeat: `${APP}lottery/confirm`,
  declineSeat: `${APP}lottery/decline`,
} as const;

export const lotteryApi = postRoutes<typeof C>()(lotteryPaths);
type R<T> = [RequestOf<T>, ResponseOf<T>];
export const lotteryPublicApi = {
  publicRecord: route<R<typeof C.publicRecord>[0], R<typeof C.publicRecord>[1]>(
    'POST',
    lotteryPublicPaths.publicRecord,
    'public',
  ),
};
export const lotteryUserApi = {
  confirmSeat: route<R<typeof C.confirmSeat>[0], R<typeof C.confirmSeat>[1]>(
    'POST',
    lotteryUserPaths.confirmSeat,
    'user',
  ),
  declineSeat: route<R<typeof C.declineSeat>[0], R<typeof C.declineSeat>[1]>(
    'POST',
    lotteryUserPaths.declineSeat,
    'user',
  ),
};
