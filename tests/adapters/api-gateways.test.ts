import { describe, expect, it } from 'vitest';
import * as enrollmentApi from '@contract/enrollment';
import { FILE_PATH, VIEWER_PATH } from '@contract/files';
import * as other from '@contract/other';
import * as wm from '@contract/welcome-manage';
import * as w from '@contract/welcome';
import type { HttpPort, HttpRequest, UploadRequest } from '@domain/ports/http';
import { FILE_VIEWER_PATH, STORED_FILE_PATH } from '@domain/files/download-url';
import { HttpAdmissionsGateway } from '@adapters/api/admissions-gateway';
import { HttpCheckinGateway } from '@adapters/api/checkin-gateway';
import { BASE, testConfig } from './fakes';

/** Records each request and answers `{ echo: url }` (the upload answers a stored photo). */
class RecordingHttp implements HttpPort {
  readonly requests: HttpRequest[] = [];
  readonly uploads: UploadRequest[] = [];
  async request<T>(req: HttpRequest) {
    this.requests.push(req);
    const data = (req.url.endsWith('config/token') ? { token: 'tok 1' } : { echo: req.url }) as T;
    return { code: 0, msg: '', success: true, data };
  }
  async upload<T>(req: UploadRequest) {
    this.uploads.push(req);
    req.onProgress?.(0, 0.25);
    return [{ code: 0, msg: '', success: true, data: { fileId: 'F1', url: '/f', width: 1, height: 1 } as T }];
  }
}

describe('HttpCheckinGateway: the check-in calls through the HTTP port', () => {
  const http = new RecordingHttp();
  const gw = new HttpCheckinGateway(http, testConfig());

  it.each([
    ['report', () => gw.report({ name: '张三', idNumber: 'X' }), w.report, true],
    ['queryEnroll', () => gw.queryEnroll({ name: '张三', idNumber: 'X' }), w.queryEnroll, true],
    ['document', () => gw.document(), w.getDocument, true],
    ['moreMessage', () => gw.moreMessage(), w.moreMessage, false],
    ['detail', () => gw.detail(), wm.getDetail, false],
    ['readNotice', () => gw.readNotice(), wm.readNotice, false],
    ['setting', () => gw.setting(), wm.getSetting, false],
    ['updateInfo', () => gw.updateInfo({ confirm: true, version: 1 }), wm.updateInfo, false],
    ['verifyProcess', () => gw.verifyProcess(), wm.queryVerifyProcess, false],
    [
      'studentReport',
      () => gw.studentReport({ arriveMode: 'self', arriveDate: '2026-08-20' }),
      other.studentReport,
      false,
    ],
  ] as const)('%s', async (_name, run, route, isPublic) => {
    expect(await run()).toEqual({ echo: route.path });
    const req = http.requests.at(-1)!;
    expect(req).toMatchObject({ method: route.method, url: route.path, silent: true });
    // Public routes go without the token (spec section 6).
    expect(req.notToken).toBe(isPublic);
  });

  it('option lists and regions keep the catalogue toast (no screen renders their failure)', async () => {
    await gw.options('party');
    expect(http.requests.at(-1)).toMatchObject({ url: w.partySelect.path, notToken: true });
    expect(http.requests.at(-1)!.silent).toBeUndefined();
    await gw.regions();
    expect(http.requests.at(-1)).toMatchObject({ url: other.citiesTree.path });
  });

  it('uploads the face photo with a file token under baseUrl', async () => {
    const seen: number[] = [];
    const photo = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    expect(await gw.uploadFacePhoto(photo, (f) => seen.push(f))).toEqual({
      fileId: 'F1',
      url: '/f',
      width: 1,
      height: 1,
    });
    expect(http.requests.at(-1)).toMatchObject({ url: wm.fileToken.path, silent: true });
    const up = http.uploads.at(-1)!;
    expect(up.url).toBe(`${BASE}${wm.uploadPhoto.path}?token=tok+1`);
    expect((up.files[0] as File).name).toBe('face.jpg');
    expect(up.files[0]!.type).toBe('image/jpeg');
    expect(seen).toEqual([0.25]);
  });
});

describe('HttpAdmissionsGateway: the public admissions reads', () => {
  const http = new RecordingHttp();
  const gw = new HttpAdmissionsGateway(http);

  it.each([
    [
      'cmsPage',
      () => gw.cmsPage('news', 2, 10),
      enrollmentApi.cmsQuery,
      { type: 'news', pageNo: 2, pageSize: 10 },
    ],
    ['cmsDocument', () => gw.cmsDocument('D1'), enrollmentApi.cmsDocumentInfo, { id: 'D1' }],
    ['schoolBadge', () => gw.schoolBadge(), enrollmentApi.schoolBadgeConfig, {}],
    ['schoolPromise', () => gw.schoolPromise(), enrollmentApi.schoolPromiseConfig, {}],
    ['planPage', () => gw.planPage(1, 20), enrollmentApi.findPlanList, { pageNo: 1, pageSize: 20 }],
    [
      'enrollResult',
      () => gw.enrollResult({ idNumber: 'X', name: '张三' }),
      enrollmentApi.queryEnrollResult,
      { idNumber: 'X', name: '张三' },
    ],
  ] as const)('%s', async (_name, run, route, data) => {
    expect(await run()).toEqual({ echo: route.path });
    expect(http.requests.at(-1)).toEqual({
      method: route.method,
      url: route.path,
      data,
      notToken: true,
      silent: true,
    });
  });
});

it('the file paths the domain names are the contract’s', () => {
  expect(STORED_FILE_PATH).toBe(FILE_PATH);
  expect(FILE_VIEWER_PATH).toBe(VIEWER_PATH);
});
