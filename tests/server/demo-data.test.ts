import * as E from '@contract/enrollment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';

// Issue 14 item 11: demo data a school would recognise.
const A = DEMO.A;
let t: TestServer;
beforeAll(async () => {
  t = await testServer('demo-data');
});
afterAll(() => t.close());

/** Checks a PDF's cross-reference table: every object offset points at that object. */
function xrefHolds(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  if (!text.startsWith('%PDF-1.') || !Number.isFinite(start) || !text.startsWith('xref', start)) return false;
  const entries = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return entries.length > 0 && entries.every((off, i) => text.startsWith(`${i + 1} 0 obj`, off));
}

describe('demo attachments open', () => {
  it('招生报名须知.pdf is a real PDF served by the server with a signed link, and the viewer frames it', async () => {
    const doc = await call(t.app, E.cmsDocumentInfo, { id: `doc-${A.tenantId}-1` }, { school: A });
    const [att] = doc.body.data.attachments;
    expect(att).toMatchObject({ name: '招生报名须知.pdf', type: 'application/pdf' });
    expect(att!.url).toMatch(/^\/fileapi\/files\/cms-1001-guide\?exp=\d+&sig=/);
    const file = await t.app.inject({ method: 'GET', url: att!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.length).toBe(att!.size);
    expect(xrefHolds(file.rawPayload)).toBe(true);
    // The school's title is in the page text (UCS-2 hex of 招生报名须知).
    expect(file.rawPayload.toString('latin1')).toContain('62DB751F62A5540D987B77E5');
    const viewer = await t.app.inject({
      method: 'GET',
      url: `/fileapi/viewer?url=${encodeURIComponent(att!.url)}`,
    });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.body).toContain('<iframe');
  });
});

describe('demo content', () => {
  it('news titles are distinct and the content does not repeat the title', async () => {
    const r = await call(t.app, E.cmsQuery, { type: 'news', pageNo: 1, pageSize: 20 }, { school: A });
    const titles = r.body.data.list.map((n) => n.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const n of r.body.data.list) {
      const d = await call(t.app, E.cmsDocumentInfo, { id: n.id }, { school: A });
      expect(d.body.data.content).not.toContain(n.title);
    }
  });

  it('activities run in daytime China time and each has its own cover', async () => {
    const r = await call(t.app, E.activityList, { pageNo: 1, pageSize: 20 }, { school: A });
    const list = r.body.data.list;
    expect(list.length).toBe(3);
    const hour = (iso: string) => {
      const m = /T(\d{2}):(\d{2}):\d{2}(?:\.\d+)?\+08:00$/.exec(iso);
      return Number(m![1]) + Number(m![2]) / 60;
    };
    for (const a of list) {
      expect(hour(a.startTime)).toBeGreaterThanOrEqual(8);
      expect(hour(a.endTime)).toBeLessThanOrEqual(18);
      expect(hour(a.endTime)).toBeGreaterThan(hour(a.startTime));
      const cover = await t.app.inject({ method: 'GET', url: a.coverUrl! });
      expect(cover.statusCode).toBe(200);
      expect(cover.body).toContain(`>${a.title}</text>`);
    }
    expect(new Set(list.map((a) => a.coverUrl)).size).toBe(list.length);
  });

  it('咨询电话 is stored as a number the app can dial (tel:)', async () => {
    const ids = admissionsIds(A.tenantId);
    const plan = await call(t.app, E.getPlanDetail, { planId: ids.plans.open }, { school: A });
    expect(plan.body.data.contact).toMatch(/^[\d+][\d-]{6,}$/);
  });
});
