// The bench's own logic (budgets, medians, module graph, attribution): `node --test bench/test/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { atLeast, atMost, median, row, skipped, withTimeout } from '../lib/budget.mjs';
import { renderTable } from '../lib/table.mjs';
import { cpuWindow } from '../lib/cpu.mjs';
import { closure, composition, entryFiles, owner, sum } from '../bundle.mjs';
import { ownerOf } from '../profile.mjs';
import { findChromium } from '../lib/chromium.mjs';

test('a budget passes on its boundary and fails beyond it or when unmeasured', () => {
  assert.equal(row('s', 'm', 160, 'KB', atMost(160)).pass, true);
  assert.equal(row('s', 'm', 160.1, 'KB', atMost(160)).pass, false);
  assert.equal(row('s', 'm', 0.97, 'score', atLeast(0.97)).pass, true);
  assert.equal(row('s', 'm', 0.96, 'score', atLeast(0.97)).pass, false);
  assert.equal(row('s', 'm', null, 'KB', atMost(160)).pass, false);
  assert.equal(row('s', 'm', 5, 'KB').pass, null);
  assert.equal(skipped('s', 'm', 'no server', atLeast(3000)).pass, false);
  assert.match(skipped('s', 'm', 'no server').note, /not measured: no server/);
});

test('median of odd and even counts, ignoring missing values', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5, undefined, Number.NaN]), 5);
  assert.equal(median([]), null);
});

test('withTimeout rejects a promise that does not settle in time', async () => {
  await assert.rejects(withTimeout(new Promise(() => {}), 20, 'step'), /step: timed out/);
  assert.equal(await withTimeout(Promise.resolve(7), 1000, 'step'), 7);
});

test('the table shows value, budget, result and the change against the previous run', () => {
  const rows = [
    row('bundle', 'home JS gzip', 176, 'KB', atMost(160)),
    row('photo', 'speed-up', 50, 'x', atLeast(10)),
  ];
  const out = renderTable(rows, new Map([['bundle|home JS gzip', 160]]));
  const [head, , first, second] = out.split('\n');
  assert.match(head, /^section \| metric +\| value \| unit \| budget +\| result \| vs prev \| note$/);
  assert.match(first, /176\.0 .*<= 160\.0 .*FAIL .*10\.0%/);
  assert.match(second, /50\.0 .*>= 10\.0 .*pass/);
});

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
    dynamicImports: ['src-ui/home.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_antd.js': { file: 'assets/antd.js', imports: ['_react.js'], css: ['assets/antd.css'] },
  'src-ui/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_antd.js', '_react.js'] },
};

test('a route chunk needs itself and its static imports; the entry part is not counted twice', () => {
  const all = closure(manifest, 'src-ui/home.tsx');
  assert.deepEqual([...all.js].sort(), ['assets/antd.js', 'assets/home.js', 'assets/react.js']);
  assert.deepEqual([...all.css], ['assets/antd.css']);
  const beyond = closure(manifest, 'src-ui/home.tsx', new Set(['index.html', '_react.js']));
  assert.deepEqual([...beyond.js].sort(), ['assets/antd.js', 'assets/home.js']);
  assert.deepEqual([...entryFiles(manifest)].sort(), ['assets/index.js', 'assets/react.js']);
  const sizes = new Map([
    ['assets/index.js', { gzip: 1024 }],
    ['assets/react.js', { gzip: 2048 }],
  ]);
  assert.equal(sum(entryFiles(manifest), sizes, 'gzip'), 3072);
});

test('gzip bytes are shared out to packages by rendered length', () => {
  const cwd = process.cwd();
  const modules = new Map([
    [
      'assets/index.js',
      [
        [`${cwd}/node_modules/react-dom/cjs/x.js`, 300],
        [`${cwd}/node_modules/@inversifyjs/core/lib/a.js`, 100],
        [`${cwd}/src-ui/app/root.tsx`, 100],
      ],
    ],
  ]);
  const sizes = new Map([['assets/index.js', { gzip: 10 * 1024 }]]);
  const list = composition(['assets/index.js'], sizes, modules);
  assert.deepEqual(
    list.map(([o]) => o),
    ['react-dom', '@inversifyjs/core', 'src-ui/app'],
  );
  assert.equal(list[0][1], 6);
  assert.equal(owner('\0vite/preload-helper.js'), 'vite/preload-helper.js');
});

test('profile frames are attributed to their package, node core or our folders', () => {
  assert.equal(ownerOf('file:///w/node_modules/drizzle-orm/pg-core/session.js'), 'drizzle-orm');
  assert.equal(ownerOf('file:///w/node_modules/@fastify/static/index.js'), '@fastify/static');
  assert.equal(ownerOf('node:internal/stream_base_commons'), 'node core');
  assert.equal(ownerOf('file:///w/server/src/modules/plan/service.ts'), 'server/src/modules');
  assert.equal(ownerOf(''), 'native');
});

test('a CPU window reports percent of one core per counter', async () => {
  let v = 0;
  const stop = cpuWindow({ fake: () => v, missing: () => null });
  await new Promise((r) => setTimeout(r, 100));
  v = 0.05; // 50 ms of CPU in ~100 ms
  const out = stop();
  assert.ok(out.fake > 35 && out.fake <= 55, `got ${out.fake}`);
  assert.equal(out.missing, null);
});

test('without Chromium the bench names what to install', () => {
  assert.throws(
    () => findChromium(['/nonexistent/chromium'], {}),
    /apt-get install -y chromium fonts-noto-cjk.*CHROME_PATH/s,
  );
  assert.equal(findChromium(['/nonexistent/chromium'], { CHROME_PATH: process.execPath }), process.execPath);
});
