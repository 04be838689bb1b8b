import { expect, test } from 'vitest';
import { DEMO, openApp, wxCalls } from './harness';
import { consentAndStartPhoto } from './face-consent';

test('in WeChat, "从相册选择" configures the JSSDK, picks with wx.chooseImage and uploads the photo', async () => {
  const student = DEMO.A.students[3]!;
  const page = await openApp('wechat', '/orientation/homepage/checkin');
  // Typed as soon as the entry shows (painted or the app's): the values carry over.
  await page.getByLabel('姓名').filter({ visible: true }).fill(student.name);
  await page.getByLabel('身份证号').filter({ visible: true }).fill(student.idNumber);
  await page.getByRole('button', { name: /立即报到/ }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/orientation/checkin/index'));

  // The WeChat double answers chooseImage with one local id and getLocalImgData with an iOS data URL.
  await page.evaluate(async () => {
    const c = document.createElement('canvas');
    c.width = 600;
    c.height = 800;
    const g = c.getContext('2d')!;
    g.fillStyle = '#dde';
    g.fillRect(0, 0, 600, 800);
    g.fillStyle = '#a76';
    g.beginPath();
    g.ellipse(300, 360, 180, 240, 0, 0, 7);
    g.fill();
    const dataUrl = c.toDataURL('image/jpeg', 0.9).replace('image/jpeg', 'image/jgp');
    const w = window as unknown as {
      WeixinJSBridge: { invoke: (n: string, a: unknown, cb?: (r: unknown) => void) => void };
    };
    const original = w.WeixinJSBridge.invoke.bind(w.WeixinJSBridge);
    w.WeixinJSBridge.invoke = (name, args, cb) => {
      if (name === 'chooseImage') {
        original(name, args);
        setTimeout(() => cb?.({ err_msg: 'chooseImage:ok', localIds: ['wxLocalResource://face1'] }), 0);
      } else if (name === 'getLocalImgData') {
        original(name, args);
        setTimeout(() => cb?.({ err_msg: 'getLocalImgData:ok', localData: dataUrl }), 0);
      } else original(name, args, cb);
    };
  });

  await consentAndStartPhoto(page);
  await page
    .getByRole('button', { name: /从相册选择/ })
    .first()
    .click();
  await page.getByRole('img', { name: '拍摄的照片' }).waitFor();
  const calls = await wxCalls(page);
  const names = calls.map((c) => c.api);
  // wx.config (preVerifyJSAPI) with the image APIs comes before chooseImage.
  const config = calls.find((c) => c.api === 'preVerifyJSAPI') as
    { args?: { verifyJsApiList?: string[] } } | undefined;
  expect(config?.args?.verifyJsApiList).toEqual(expect.arrayContaining(['chooseImage', 'getLocalImgData']));
  expect(names.indexOf('preVerifyJSAPI')).toBeLessThan(names.indexOf('chooseImage'));
  expect(names).toContain('getLocalImgData');

  const answer = page.waitForResponse((r) => r.url().includes('config/uploadPhoto'));
  await page.getByRole('button', { name: '上传照片' }).click();
  const { code, data } = await (await answer).json();
  expect(code).toBe(0);
  expect({ width: data.width, height: data.height }).toEqual({ width: 600, height: 800 });
  await page.waitForFunction(() => location.hash.startsWith('#/orientation/humanface/face'));
});
