import { route, type RequestOf, type ResponseOf } from '../endpoint';
import type * as P from '../payment';

/** Zod-free payment routes for the client bundle (schemas in ../payment.ts). */
export const PAY_PROVIDER = 'wechat';
const ENROLLMENT = '/enrollment-manage-api/api/app/enrollment/';
const payBase = (provider: string) => `/pay-mobile-h5-api/api/common/${provider}/pay/`;
type Req<T> = RequestOf<T>;
type Res<T> = ResponseOf<T>;

export const paymentApi = {
  unifiedOrder: route<Req<typeof P.unifiedOrder>, Res<typeof P.unifiedOrder>>(
    'POST',
    ENROLLMENT + 'pay/unifiedorder',
    'user',
  ),
  queryOrder: route<Req<typeof P.queryOrder>, Res<typeof P.queryOrder>>(
    'POST',
    ENROLLMENT + 'pay/queryOrder',
    'user',
  ),
  /** Spec section 7: headers orgId, tenantId, notToken. */
  getPublicConfig: (provider = PAY_PROVIDER) =>
    route<Req<typeof P.getPublicConfig>, Res<typeof P.getPublicConfig>>(
      'GET',
      payBase(provider) + 'getpublicconfig',
      'public',
    ),
  redirectOauth2: (provider = PAY_PROVIDER) =>
    route<Req<typeof P.redirectOauth2>, Res<typeof P.redirectOauth2>>(
      'GET',
      payBase(provider) + 'redirectoauth2',
      'public',
    ),
};
