import { describe, expect, it } from 'vitest';
import * as enrollmentApi from '@contract/enrollment';
import type { HttpPort, HttpRequest, UploadRequest } from '@domain/ports/http';
import type { ImageEncoder } from '@domain/ports/image-encoder';
import { logout } from '@contract/startup';
import { HttpApplicationsGateway } from '@adapters/api/applications-gateway';
import { HttpEnrollmentGateway } from '@adapters/api/enrollment-gateway';
import { prepareFile } from '@adapters/api/upload-files';

/** Answers each route with what `answers` holds for its path; records every request and upload. */
class ScriptedHttp implements HttpPort {
  readonly requests: HttpRequest[] = [];
  readonly uploads: UploadRequest[] = [];
  constructor(readonly answers: Record<string, unknown> = {}) {}
  async request<T>(req: HttpRequest) {
    this.requests.push(req);
    return { code: 0, msg: '', success: true, data: this.answers[req.url] as T };
  }
  async upload<T>(req: UploadRequest) {
    this.uploads.push(req);
    return req.files.map((f, i) => {
      req.onProgress?.(i, 0.5);
      const data = { fileId: `F${i}`, name: (f as File).name, size: f.size, type: f.type, url: `/f/${i}` };
      return { code: 0, msg: '', success: true, data: data as T };
    });
  }
}

describe('HttpEnrollmentGateway: the registration form over the contract', () => {
  it('reads the plan, its places, the template and the field logic as public, silent calls', async () => {
    const field = { prop: 'name', label: '姓名', type: 'text', show: true, rules: [] };
    const http = new ScriptedHttp({
      [enrollmentApi.getPlanDetail.path]: { id: 'P1', name: '高一' },
      [enrollmentApi.judgeUpperLimit.path]: { full: false, quota: 10, taken: 1, left: 9 },
      [enrollmentApi.getTemplate.path]: { templateId: 'T1', planId: 'P1', name: '报名表', fields: [field] },
      [enrollmentApi.fieldLogicList.path]: [],
    });
    const g = new HttpEnrollmentGateway(http);
    expect(await g.planDetail('P1')).toMatchObject({ id: 'P1' });
    expect(await g.planLimit('P1')).toMatchObject({ left: 9 });
    expect(await g.formTemplate('P1')).toEqual([field]);
    expect(await g.fieldLogic('P1')).toEqual([]);
    for (const r of http.requests) {
      expect(r).toMatchObject({ method: 'POST', data: { planId: 'P1' }, notToken: true, silent: true });
    }
  });

  it("reads a registration's saved answers with the applicant's token; none when it is not theirs", async () => {
    const path = enrollmentApi.getUserDetail.path;
    const mine = new ScriptedHttp({
      [path]: [{ registrationId: 'R9', answers: { name: '赵六' }, reviewStatus: 0, rejectReason: null }],
    });
    expect(await new HttpEnrollmentGateway(mine).savedRegistration('R9')).toEqual({
      answers: { name: '赵六' },
      rejectReason: null,
    });
    expect(mine.requests[0]).toMatchObject({ url: path, data: { registrationId: 'R9' }, notToken: false });
    expect(await new HttpEnrollmentGateway(new ScriptedHttp({ [path]: [] })).savedRegistration('R1')).toBe(
      null,
    );
  });

  it('gives the reason only while the registration is 已驳回 (the edit form shows it, issue 23)', async () => {
    const path = enrollmentApi.getUserDetail.path;
    const read = async (reviewStatus: number, rejectReason: string | null) =>
      new HttpEnrollmentGateway(
        new ScriptedHttp({ [path]: [{ registrationId: 'R9', answers: {}, reviewStatus, rejectReason }] }),
      ).savedRegistration('R9');
    expect(await read(2, '照片不清晰')).toMatchObject({ rejectReason: '照片不清晰' });
    expect(await read(2, null)).toMatchObject({ rejectReason: '未说明' });
    expect(await read(1, '照片不清晰')).toMatchObject({ rejectReason: null });
  });

  it('uploads attachments one request per file, with each file’s progress in percent', async () => {
    const http = new ScriptedHttp();
    const pdf = new File(['x'], '成绩单.pdf', { type: 'application/pdf' });
    const progress: [string, number][] = [];
    const refs = await new HttpEnrollmentGateway(http).uploadFiles([pdf], (f, p) =>
      progress.push([f.name, p]),
    );
    expect(http.uploads[0]!.url).toBe('/upload');
    expect(refs).toEqual([
      { fileId: 'F0', name: '成绩单.pdf', size: 1, type: 'application/pdf', url: '/f/0' },
    ]);
    expect(progress).toEqual([['成绩单.pdf', 50]]);
  });
});

describe('image compression before upload', () => {
  const encoder = (bytes: number): ImageEncoder => ({
    decode: async () => ({ width: 3200, height: 2400 }),
    encode: async (_img, size) => ({
      bytes,
      blob: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
      ...size,
    }),
    release: () => {},
  });

  it('sends a photo compressed to JPEG, and anything else as it is', async () => {
    const photo = new File([new Uint8Array(900_000)], '户口本.png', { type: 'image/png' });
    const out = await prepareFile(encoder(120_000), photo);
    expect(out.name).toBe('户口本.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(120_000);
    const pdf = new File([new Uint8Array(900_000)], '成绩单.pdf', { type: 'application/pdf' });
    expect(await prepareFile(encoder(1), pdf)).toBe(pdf);
    expect(await prepareFile(null, photo)).toBe(photo);
  });

  it('keeps the original when compressing would not make it smaller', async () => {
    const small = new File([new Uint8Array(1000)], 'a.jpg', { type: 'image/jpeg' });
    expect(await prepareFile(encoder(5000), small)).toBe(small);
  });
});

describe('HttpApplicationsGateway: 退出登录', () => {
  it('revokes the session with the token (not a public call)', async () => {
    const http = new ScriptedHttp({ [logout.path]: {} });
    await new HttpApplicationsGateway(http).logout();
    expect(http.requests).toHaveLength(1);
    expect(http.requests[0]).toMatchObject({ url: '/platform/api/token/logout' });
    expect(http.requests[0]!.notToken).not.toBe(true);
  });
});
