import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_ATTACHMENTS_MAX,
  ARTICLE_TITLE_MAX,
  articleDraftProblems,
  articleLifecycle,
  articleVisible,
  isRefusal,
  next,
} from '@domain/journeys';

const draft = (over: Partial<Parameters<typeof articleDraftProblems>[0]> = {}) => ({
  type: 'news' as const,
  title: '秋季招生简章',
  content: '<p>正文</p>',
  attachments: [],
  ...over,
});

describe('article lifecycle (新闻公告 / 文档)', () => {
  it('草稿 → 已发布 ⇄ 已下线; a draft cannot be taken down, a published item not published again', () => {
    expect(next(articleLifecycle, 'draft', 'publish')).toBe('published');
    expect(next(articleLifecycle, 'published', 'unpublish')).toBe('offline');
    expect(next(articleLifecycle, 'offline', 'publish')).toBe('published');
    expect(isRefusal(next(articleLifecycle, 'draft', 'unpublish'))).toBe(true);
    expect(isRefusal(next(articleLifecycle, 'published', 'publish'))).toBe(true);
  });

  it('applicants see only published items', () => {
    expect(articleVisible({ state: 'published' })).toBe(true);
    expect(articleVisible({ state: 'draft' })).toBe(false);
    expect(articleVisible({ state: 'offline' })).toBe(false);
  });

  it('every state may be edited and deleted', () => {
    for (const s of Object.values(articleLifecycle.states))
      expect(s.actions).toEqual(expect.arrayContaining(['edit', 'delete']));
  });
});

describe('articleDraftProblems', () => {
  it('a good news item has none; a document needs a file', () => {
    expect(articleDraftProblems(draft())).toEqual({});
    expect(articleDraftProblems(draft({ type: 'document' }))).toEqual({ attachments: '请上传至少一个文件' });
    expect(articleDraftProblems(draft({ type: 'document', attachments: [{}] }))).toEqual({});
  });

  it('titles: blank or whitespace is missing; the limit holds for any length', () => {
    expect(articleDraftProblems(draft({ title: '   ' })).title).toBe('请填写标题');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        const p = articleDraftProblems(draft({ title: '字'.repeat(n) }));
        expect(p.title === undefined).toBe(n <= ARTICLE_TITLE_MAX);
      }),
    );
  });

  it('at most ARTICLE_ATTACHMENTS_MAX files', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (n) => {
        const p = articleDraftProblems(draft({ attachments: Array.from({ length: n }, () => ({})) }));
        expect(p.attachments === undefined).toBe(n <= ARTICLE_ATTACHMENTS_MAX);
      }),
    );
  });
});
