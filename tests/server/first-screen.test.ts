import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIST_CACHE_MS } from '../../server/src/modules/plan/routes';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { FIRST_SCREEN_TTL_MS, forgetFirstScreen } from '../../server/src/web/first-screen/cache';
import { HTML_MAX_AGE_S } from '../../server/src/web/first-screen/page';
import { type TestServer, testServer } from './helpers/app';

const A = DEMO.A;
const B = DEMO.B;
const OPEN_PLAN = admissionsIds(A.tenantId).plans.open;
let t: TestServer;
let dist: string;

// A built index.html in miniature: root placeholder, then the early start; one entry screen's CSS.
const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/zhxy/mobile/recruit/assets/main-AbCdEf12.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/zhxy/mobile/recruit/assets/react-AbCdEf12.js">' +
  '<link rel="stylesheet" crossorigin href="/zhxy/mobile/recruit/assets/main-AbCdEf12.css"></head>' +
  '<body><div id="root"><div role="status">正在打开</div></div><script src="/zhxy/mobile/recruit/early-start.js"></script></body></html>';
const MANIFEST = {
  'src-ui/features/admissions/home/home-page.tsx': { file: 'assets/home-1.js', imports: ['_shared'] },
  _shared: { file: 'assets/shared-1.js', css: ['assets/admissions-XyZ12345.css'] },
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'zhxy-first-screen-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'assets/admissions-XyZ12345.css'), '.zs-page{margin:0}');
  writeFileSync(join(dist, 'assets/main-AbCdEf12.css'), 'body{margin:0}');
  t = await testServer('first-screen', { distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};
const entry = (school: { tenantId: string; orgId: string } = A, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/zhxy/mobile/recruit/?orgId=${school.orgId}&tenantId=${school.tenantId}`,
    headers,
  });
const dataBlock = (html: string) => {
  const m = /<script type="application\/json" id="zs-first-data">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as { tenantId: string; orgId: string; reads: { url: string }[] }) : null;
};

describe('index.html with the school’s entry screens (issue 28)', () => {
  it('carries the school name, its news, its plans and the check-in welcome, and their answers as data', async () => {
    const res = await entry();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(A.schoolName);
    expect(html).toContain('2026年秋季普通招生');
    expect(html).toContain('2026年秋季招生简章');
    expect(html).toContain('欢迎新同学');
    expect(html).not.toContain(B.schoolName);
    // The entry screens' stylesheet from the manifest, in the head before the first paint.
    expect(html.indexOf('assets/admissions-XyZ12345.css')).toBeLessThan(html.indexOf('</head>'));
    // Inlined (no request before the first paint); the links stay disabled so Vite does not load them again.
    expect(html).toContain('<style>body{margin:0}\n.zs-page{margin:0}</style>');
    expect(html).toContain('href="/zhxy/mobile/recruit/assets/admissions-XyZ12345.css" disabled>');
    expect(html).toContain('href="/zhxy/mobile/recruit/assets/main-AbCdEf12.css" disabled>');
    // The early start does not hold the parser (the hash's screen is :target at the first paint);
    // home without a route is the early start's choice, or the noscript style's.
    expect(html).toContain('<script defer src="/zhxy/mobile/recruit/early-start.js">');
    expect(html).toMatch(/<noscript><style>[^<]*\[data-screen='home'\]/);
    const data = dataBlock(html)!;
    expect([data.tenantId, data.orgId]).toEqual([A.tenantId, A.orgId]);
    expect(data.reads.map((r) => r.url.split('/').pop())).toEqual([
      'getSchoolBadgeConfig',
      'getSchoolPromiseConfig',
      'query',
      'findPlanList',
    ]);
    // The data block is data, never markup: no '<' survives in it (stored CMS HTML included).
    expect(html.match(/id="zs-first-data">([\s\S]*?)<\/script>/)![1]).not.toContain('<');
    // The app's JS starts after the first paint: its tags move from the head into a data block.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    const app = JSON.parse(/id="zs-app">([^<]*)<\/script>/.exec(html)![1]!) as unknown;
    expect(app).toEqual({
      module: '/zhxy/mobile/recruit/assets/main-AbCdEf12.js',
      preload: ['/zhxy/mobile/recruit/assets/react-AbCdEf12.js'],
    });
    // No inline script: only the data blocks and same-origin files.
    const scripts = html.match(/<script\b[^>]*>/g)!;
    expect(scripts.every((s) => s.includes('type="application/json"') || s.includes(' src="'))).toBe(true);
  });

  it('another school gets its own page; an unknown school or a foreign org gets the plain index.html', async () => {
    const b = (await entry(B)).body;
    expect(b).toContain(B.schoolName);
    expect(b).not.toContain(A.schoolName);
    for (const school of [
      { tenantId: '9999', orgId: '999901' },
      { tenantId: A.tenantId, orgId: B.orgId },
      { tenantId: '<x>', orgId: '1' },
    ]) {
      const res = await entry(school);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.body).not.toContain(A.schoolName);
      expect(res.body).not.toContain(B.schoolName);
    }
    // No school in the URL: the plain page too (the app reads the stored school), revalidated each time.
    const plain = await t.app.inject({ method: 'GET', url: '/zhxy/mobile/recruit/' });
    expect(plain.body).toBe(INDEX);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('a staff edit of a plan name, news or the school name shows within a minute', async () => {
    // Server window + the browser's freshness + the plan list's own cache: within a minute.
    expect(FIRST_SCREEN_TTL_MS + HTML_MAX_AGE_S * 1000 + PLAN_LIST_CACHE_MS).toBeLessThanOrEqual(60_000);
    const before = (await entry()).body;
    expect(before).toContain('2026年秋季普通招生');
    await t.db.execute(sql`UPDATE plans SET name = '2026年秋季普通招生（扩招）' WHERE id = ${OPEN_PLAN}`);
    // The name 学校设置 saves (orgs.name; school/public-config.ts reads it before the seeded badge).
    await t.db.execute(sql`UPDATE orgs SET name = '阳光职业技术学院' WHERE id = ${A.orgId}`);
    await t.db.execute(
      sql`UPDATE cms_articles SET title = '2026年秋季招生简章（修订）' WHERE title = '2026年秋季招生简章' AND org_id = ${A.orgId}`,
    );
    // Inside the window the cached page answers.
    expect((await entry()).body).toBe(before);
    later(FIRST_SCREEN_TTL_MS + PLAN_LIST_CACHE_MS);
    const after = (await entry()).body;
    expect(after).toContain('2026年秋季普通招生（扩招）');
    expect(after).toContain('阳光职业技术学院');
    expect(after).toContain('2026年秋季招生简章（修订）');
    await t.db.execute(sql`UPDATE plans SET name = '2026年秋季普通招生' WHERE id = ${OPEN_PLAN}`);
    // A screen that edits may drop the school's page at once.
    later(PLAN_LIST_CACHE_MS);
    forgetFirstScreen(t.app.deps, A.tenantId);
    expect((await entry()).body).toContain('2026年秋季普通招生</h2>');
  });

  it('revalidates with an ETag (304 without a body) and sends gzip when accepted', async () => {
    const first = await entry();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(`private, max-age=${HTML_MAX_AGE_S}`);
    const again = await entry(A, { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    // Another school's page has its own tag: a cached page never answers for it.
    expect((await entry(B, { 'if-none-match': etag })).statusCode).toBe(200);
    const gz = await entry(A, { 'accept-encoding': 'gzip, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
  });

  it('leaves the page header out for the mini-program web view', async () => {
    const mini = (await entry(A, { 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0 miniProgram' }))
      .body;
    const browser = (await entry(A, { 'user-agent': 'Mozilla/5.0 (Linux; Android 12) Mobile' })).body;
    expect(browser).toContain('class="zs-header"');
    expect(mini).not.toContain('class="zs-header"');
    expect(mini).toContain('2026年秋季普通招生');
  });

  it('serves the hashed stylesheet immutable, and not the build manifest', async () => {
    const css = await t.app.inject({
      method: 'GET',
      url: '/zhxy/mobile/recruit/assets/admissions-XyZ12345.css',
    });
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.inject({ method: 'GET', url: '/zhxy/mobile/recruit/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
  });
});
