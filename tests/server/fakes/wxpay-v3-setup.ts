import { randomBytes } from 'node:crypto';
import type { WxPayV3Config } from '../../../server/src/modules/pay/wxpay-v3/config';
import { keyPair, wxpayV3Fake } from './wxpay-v3-fake';

/** A merchant key pair, an APIv3 key and the fake that knows them; `config()` builds either merchant mode. */
export async function wxpayV3Setup() {
  const merchant = keyPair();
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  const apiV3Key = randomBytes(16).toString('hex'); // 32 characters
  const fake = await wxpayV3Fake({ merchantPublicKey: merchant.publicKey, merchantSerial, apiV3Key });
  const base = {
    serialNo: merchantSerial,
    privateKey: merchant.privateKey,
    apiV3Key,
    platformKeys: new Map([[fake.platformSerial, fake.platformPublicKey]]),
    notifyUrl: 'https://school.example/notify',
    baseUrl: fake.baseUrl,
  };
  const direct: WxPayV3Config = { ...base, mode: 'direct', mchid: '1900000109', appid: 'wx0000000000demo' };
  const sp: WxPayV3Config = {
    ...base,
    mode: 'sp',
    mchid: '1900000100',
    appid: 'wx8888888888sp',
    subMchid: '1900000201',
    subAppid: 'wx7777777777sub',
  };
  return { merchant, merchantSerial, apiV3Key, fake, direct, sp };
}
