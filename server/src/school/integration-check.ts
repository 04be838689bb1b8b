import type { IntegrationCheck } from '@contract/school-settings';
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { isPayError } from '../modules/pay/provider';
import { merchantMissing, type SchoolMerchant } from './integrations';

type Line = IntegrationCheck['checks'][number];
const line = (label: string, ok: boolean, detail: string): Line => ({ label, ok, detail });
const result = (target: IntegrationCheck['target'], checks: Line[]): IntegrationCheck => ({
  target,
  ok: checks.every((c) => c.ok),
  checks,
});

/** WeChat's error codes of `cgi-bin/token` a school can act on, in Chinese. */
const WX_TOKEN_ERRORS: Record<number, string> = {
  40001: 'AppSecret 错误，请在公众平台 › 开发 › 基本配置中核对',
  40125: 'AppSecret 错误，请在公众平台 › 开发 › 基本配置中核对',
  40013: 'AppID 无效，请核对公众号 AppID',
  40164: '本服务器的 IP 不在公众号的 IP 白名单中，请在公众平台 › 基本配置添加',
  41004: '缺少 AppSecret',
  89503: '本次调用需要管理员确认，请在公众平台确认后重试',
};

/**
 * 测试连接 of the school's 公众号: asks WeChat for an access_token with the saved AppID and AppSecret
 * through `cgi-bin/stable_token` without force_refresh — harmless: it sends nothing, and unlike
 * `cgi-bin/token` it does not replace the token the 公众号's other systems are using.
 * `postJson` posts to a path of the configured WeChat API.
 */
export async function checkWechatApp(
  app: { appId: string; appSecret: string } | null,
  postJson: (path: string, body: object) => Promise<unknown>,
): Promise<IntegrationCheck> {
  if (!app)
    return result('wechat', [
      line(
        '公众号 AppID 和 AppSecret',
        false,
        '尚未保存本校公众号的 AppID 和 AppSecret（通知以平台公众号发送）',
      ),
    ]);
  const body = {
    grant_type: 'client_credential',
    appid: app.appId,
    secret: app.appSecret,
    force_refresh: false,
  };
  let a: { access_token?: string; errcode?: number; errmsg?: string };
  try {
    a = ((await postJson('/cgi-bin/stable_token', body)) ?? {}) as typeof a;
  } catch {
    return result('wechat', [line('连接微信接口', false, '无法连接微信接口，请稍后重试')]);
  }
  if (a.access_token)
    return result('wechat', [
      line('连接微信接口', true, '已连接'),
      line('公众号 AppID 和 AppSecret', true, `AppID ${app.appId} 已通过微信校验，可获取 access_token`),
    ]);
  const why = WX_TOKEN_ERRORS[a.errcode ?? -1] ?? `微信返回错误 ${a.errcode ?? ''} ${a.errmsg ?? ''}`.trim();
  return result('wechat', [
    line('连接微信接口', true, '已连接'),
    line('公众号 AppID 和 AppSecret', false, why),
  ]);
}

/** The format checks of a saved merchant (WeChat Pay's rules), one line each. */
function merchantFormat(m: SchoolMerchant, now: Date): Line[] {
  const lines: Line[] = [];
  const missing = merchantMissing(m);
  lines.push(line('必填项', !missing.length, missing.length ? `缺少：${missing.join('、')}` : '已全部填写'));
  if (m.mchid)
    lines.push(
      line(
        '商户号',
        /^\d{8,12}$/.test(m.mchid),
        /^\d{8,12}$/.test(m.mchid) ? m.mchid : '商户号应为 8–12 位数字',
      ),
    );
  if (m.serialNo) {
    const ok = /^[0-9A-F]{8,40}$/i.test(m.serialNo);
    lines.push(
      line('证书序列号', ok, ok ? '格式正确' : '证书序列号应为十六进制字符（商户 API 证书的序列号）'),
    );
  }
  if (m.apiV3Key) {
    // WeChat Pay's APIv3 key is exactly 32 bytes (AEAD_AES_256_GCM).
    const ok = Buffer.byteLength(m.apiV3Key, 'utf8') === 32;
    lines.push(line('APIv3 密钥', ok, ok ? '长度正确（32 位）' : 'APIv3 密钥须为 32 位'));
  }
  if (m.privateKeyPem) {
    let detail = '2048 位 RSA 私钥';
    let ok = true;
    try {
      const k = createPrivateKey(m.privateKeyPem);
      if (k.asymmetricKeyType !== 'rsa' || (k.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
        ok = false;
        detail = '商户私钥须为 2048 位 RSA 私钥（apiclient_key.pem）';
      }
    } catch {
      ok = false;
      detail = '商户私钥无法读取，请上传 apiclient_key.pem';
    }
    lines.push(line('商户私钥', ok, detail));
  }
  if (m.platformKeyPem) lines.push(platformKeyLine(m, now));
  return lines;
}

function platformKeyLine(m: SchoolMerchant, now: Date): Line {
  const label = '平台证书或微信支付公钥';
  try {
    createPublicKey(m.platformKeyPem!);
  } catch {
    return line(label, false, '无法读取，请上传 wechatpay_*.pem 或 pub_key.pem');
  }
  if (!m.platformKeyPem!.includes('BEGIN CERTIFICATE'))
    return m.platformSerial.startsWith('PUB_KEY_ID_')
      ? line(label, true, `微信支付公钥，公钥 ID ${m.platformSerial}`)
      : line(label, false, '使用微信支付公钥时，公钥 ID 以 PUB_KEY_ID_ 开头');
  const cert = new X509Certificate(m.platformKeyPem!);
  if (m.platformSerial && cert.serialNumber.toUpperCase() !== m.platformSerial.toUpperCase())
    return line(label, false, `平台证书的序列号是 ${cert.serialNumber}，与填写的不一致`);
  if (new Date(cert.validTo) < now)
    return line(label, false, `平台证书已于 ${cert.validTo} 过期，请下载新证书`);
  return line(label, true, `平台证书有效，序列号 ${cert.serialNumber}`);
}

/** What a failed query of a made-up order says about the merchant (WeChat Pay's answers in Chinese). */
function queryFailure(e: unknown): string {
  if (!isPayError(e)) return '查询失败，请稍后重试';
  if (e.code === 'PAY_NETWORK') return '无法连接微信支付，请稍后重试';
  if (e.code === 'PAY_BAD_SIGNATURE') return '微信支付的应答无法用平台证书或公钥验证，请核对平台证书';
  if (e.platformCode === 'SIGN_ERROR') return '微信支付拒绝了签名：商户私钥与证书序列号不匹配';
  if (e.platformCode === 'INVALID_REQUEST' || e.platformCode === 'PARAM_ERROR')
    return `微信支付拒绝了请求：${e.message}`;
  return e.message || '查询失败';
}

/**
 * 测试连接 of the school's WeChat Pay: the saved keys and certificate against WeChat Pay's rules, then
 * (when those pass) a query of an order that does not exist — a call that charges nobody; "订单不存在"
 * is the answer of a merchant whose signature WeChat Pay accepted.
 */
export async function checkWxpay(
  m: SchoolMerchant,
  platform: 'sandbox' | 'wxpay-v3',
  queryMadeUpOrder: (() => Promise<unknown>) | null,
  now: Date,
): Promise<IntegrationCheck> {
  const lines: Line[] = [];
  if (!m.mchid) {
    if (platform === 'wxpay-v3')
      return result('wxpay', [line('商户号', false, '尚未填写本校的微信支付商户号')]);
    lines.push(line('商户号', true, '未填写：使用平台的演示商户（不扣款）'));
  } else lines.push(...merchantFormat(m, now));
  // In the sandbox a partly filled merchant still takes demo payments; the real platform needs it all.
  const formatOk = platform === 'sandbox' ? true : lines.every((l) => l.ok);
  if (!formatOk || !queryMadeUpOrder) return result('wxpay', lines);
  const where = platform === 'sandbox' ? '演示支付' : '微信支付';
  try {
    await queryMadeUpOrder();
    lines.push(line(`连接${where}`, false, '查询一笔不存在的订单却得到了订单，请联系平台'));
  } catch (e) {
    if (isPayError(e) && e.code === 'PAY_NOT_FOUND')
      lines.push(
        line(`连接${where}`, true, `${where}已接受本商户的请求（查询一笔不存在的订单，不产生扣款）`),
      );
    else lines.push(line(`连接${where}`, false, queryFailure(e)));
  }
  return result('wxpay', lines);
}
