import { describe, expect, it } from 'vitest';
import { NoRecipientError, type NotifyMessage } from '../../server/src/notify/port';
import { notifyFromEnv } from '../../server/src/notify/config';
import { smsNotify } from '../../server/src/notify/sms';
import { tencentSmsNotice } from '../../server/src/notify/tencent-notice';
import { wechatNotify } from '../../server/src/notify/wechat';

const msg: NotifyMessage = {
  kind: 'registration.rejected',
  phone: '13800001111',
  openid: 'o-parent',
  title: '报名被驳回',
  body: '张三的报名被驳回，原因：证件照片不清晰，请重新上传清晰的照片',
};

describe('notification adapters', () => {
  it('WeChat: one access token (cached), subscribe/send with the kind’s template and 20-character things', async () => {
    const calls: { url: string; body?: unknown }[] = [];
    const fetchFake = (async (url: string, init?: { body?: string }) => {
      calls.push({ url, body: init?.body ? JSON.parse(init.body) : undefined });
      const answer = url.includes('/cgi-bin/token')
        ? { access_token: 'AT1', expires_in: 7200 }
        : { errcode: 0, errmsg: 'ok' };
      return { json: async () => answer } as Response;
    }) as typeof fetch;
    const port = wechatNotify({
      appId: 'wx1',
      appSecret: 's',
      templates: { 'registration.rejected': 'TPL-R' },
      fetch: fetchFake,
      api: 'https://wx.test',
    });
    await port.send(msg);
    await port.send(msg);
    expect(calls.filter((c) => c.url.includes('/cgi-bin/token'))).toHaveLength(1);
    const sendCall = calls.find((c) => c.url.includes('message/subscribe/send?access_token=AT1'))!;
    expect(sendCall.body).toMatchObject({
      touser: 'o-parent',
      template_id: 'TPL-R',
      data: { thing1: { value: '报名被驳回' } },
    });
    const thing2 = (sendCall.body as { data: { thing2: { value: string } } }).data.thing2.value;
    expect([...thing2]).toHaveLength(20);
    expect(thing2.endsWith('…')).toBe(true);
  });

  it('WeChat: an error code throws (so the outbox retries); no openid is final', async () => {
    const fetchFake = (async (url: string) =>
      ({
        json: async () =>
          url.includes('/cgi-bin/token')
            ? { access_token: 'AT', expires_in: 7200 }
            : { errcode: 43101, errmsg: 'user refuse' },
      }) as Response) as typeof fetch;
    const port = wechatNotify({
      appId: 'a',
      appSecret: 's',
      templates: { 'registration.rejected': 'T' },
      fetch: fetchFake,
    });
    await expect(port.send(msg)).rejects.toThrow('43101');
    await expect(port.send({ ...msg, openid: null })).rejects.toBeInstanceOf(NoRecipientError);
  });

  it('SMS: 【title】body to the phone; no phone is final', async () => {
    const sent: [string, string][] = [];
    const port = smsNotify({ sendText: async (p, t) => void sent.push([p, t]) });
    await port.send(msg);
    expect(sent).toEqual([['13800001111', `【报名被驳回】${msg.body}`]]);
    await expect(port.send({ ...msg, phone: null })).rejects.toBeInstanceOf(NoRecipientError);
  });

  it('NOTIFY_CHANNEL=sms: Tencent SendSms with the notice template, title and text as its two parameters', async () => {
    const bodies: { headers: Record<string, string>; body: Record<string, unknown> }[] = [];
    const fetchFake = (async (_url: URL, init: { headers: Record<string, string>; body: string }) => {
      bodies.push({ headers: init.headers, body: JSON.parse(init.body) });
      return {
        status: 200,
        json: async () => ({ Response: { SendStatusSet: [{ Code: 'Ok' }] } }),
      } as Response;
    }) as unknown as typeof fetch;
    const sender = tencentSmsNotice(
      {
        secretId: 'id',
        secretKey: 'key',
        sdkAppId: '1400000000',
        signName: '阳光学校',
        templateId: 'NOTICE-1',
        region: 'ap-guangzhou',
        endpoint: 'https://sms.test',
      },
      { fetch: fetchFake, now: () => new Date('2026-08-30T02:00:00Z') },
    );
    await smsNotify(sender).send(msg);
    expect(bodies[0]!.body).toMatchObject({
      PhoneNumberSet: ['+8613800001111'],
      TemplateId: 'NOTICE-1',
      TemplateParamSet: ['报名被驳回', msg.body],
    });
    expect(bodies[0]!.headers.Authorization).toMatch(
      /^TC3-HMAC-SHA256 Credential=id\/2026-08-30\/sms\/tc3_request/,
    );
    expect(() => notifyFromEnv(() => {}, { NOTIFY_CHANNEL: 'sms' })).toThrow('TENCENT_SMS_SECRET_ID');
    expect(notifyFromEnv(() => {}, {}).channel).toBe('dev');
  });
});
