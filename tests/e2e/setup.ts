import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeBrowser, closePages, launchBrowser, openPages } from './harness';

beforeAll(async () => {
  await launchBrowser();
});

// A failing test leaves a screenshot of each page it opened in test-results/.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    mkdirSync('test-results', { recursive: true });
    const base = `${ctx.task.file?.name.split('/').pop() ?? 'e2e'}-${ctx.task.name}`.replace(
      /[^\w\u4e00-\u9fa5-]+/g,
      '_',
    );
    for (const [i, o] of openPages().entries()) {
      await o.page.screenshot({ path: `test-results/${base}-${o.profile}-${i}.png` }).catch(() => {});
    }
  }
  await closePages();
});

afterAll(async () => {
  await closeBrowser();
});
