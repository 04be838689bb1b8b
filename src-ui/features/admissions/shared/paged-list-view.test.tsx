import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PagedList, type Page } from '@ui/features/admissions/shared/paged-list';
import { PagedListView } from '@ui/features/admissions/shared/paged-list-view';

describe('PagedListView first load (no layout shift)', () => {
  it('holds a screen of height and shows no footer until the first page answers', async () => {
    let answer!: (p: Page<string>) => void;
    const list = new PagedList<string>(() => new Promise((r) => (answer = r)));
    const loc = memoryLocation({ path: '/list' });
    const { container } = render(
      <Router hook={loc.hook}>
        <PagedListView list={list} route="/list" emptyText="暂无">
          {(s) => <p key={s}>{s}</p>}
        </PagedListView>
      </Router>,
    );
    expect(container.querySelector('.zs-list-placeholder')).not.toBeNull();
    expect(container.querySelector('.zs-load-more')).toBeNull();
    answer({ list: ['计划一'], total: 1 });
    expect(await screen.findByText('计划一')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.zs-list-placeholder')).toBeNull());
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });
});
