import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useViewModel } from '@ui/di';
import '../shared/admissions.css';
import { ErrorState } from '@ui/kit/load-state/states';
import { CmsList } from './cms-list';
import { HomeVm } from './home.vm';
import { LazyDocumentPopup } from './lazy-document-popup';
import { PromiseText } from './promise-text';
import { QuickLinks } from './quick-links';
import '@ui/kit/layout/layout.css';
import { HOME_ENTRIES } from '@domain/shell/home-entries';

const TABS = [
  { key: 'news', title: '学校新闻' },
  { key: 'document', title: '招生文件' },
] as const;

/** Admissions home: school badge, entries, the promise, news and documents. */
function HomePage() {
  const vm = useViewModel(HomeVm);
  useEffect(() => void vm.load(), [vm]);
  const badge = vm.badge;
  return (
    <main className="zs-page">
      <header className="zs-banner" style={{ backgroundColor: badge?.themeColor || '#0958d9' }}>
        {badge?.badgeUrl ? <img src={badge.badgeUrl} alt="校徽" width={56} height={56} /> : null}
        <div className="ui-min-w-0">
          <h1 style={{ fontSize: 20, margin: 0 }} className="zs-wrap">
            {badge?.schoolName || '招生迎新'}
          </h1>
          {badge?.motto ? <div className="zs-wrap zs-motto">{badge.motto}</div> : null}
        </div>
      </header>
      <nav className="zs-section zs-entries" aria-label="功能入口">
        {/* Issue 35: real links (the painted home has the same), so a tap works from the first paint. */}
        {HOME_ENTRIES.map((e) => (
          <Link
            key={e.to}
            href={e.to}
            className="zs-entry"
            // The parts are inline blocks, which the accessible name would join with a space.
            aria-label={e.label}
          >
            {e.parts
              ? e.parts.map((p) => (
                  <span key={p} className="zs-entry-part">
                    {p}
                  </span>
                ))
              : e.label}
          </Link>
        ))}
      </nav>
      {/* Space is held while the header calls run; the promise and the lists come in together
          below it, so nothing already on screen moves (no layout shift). */}
      {!vm.headLoaded ? (
        <section className="zs-section zs-skeleton-block" aria-hidden="true" />
      ) : (
        <>
          <QuickLinks links={vm.badge?.quickLinks} />
          {badge?.servicePhone ? (
            <p className="zs-section zs-contact">
              咨询电话：<a href={`tel:${badge.servicePhone}`}>{badge.servicePhone}</a>
            </p>
          ) : null}
          {vm.promise ? (
            <section className="zs-section">
              <h2 className="zs-section-title">{vm.promise.title}</h2>
              <PromiseText html={vm.promise.content} />
            </section>
          ) : null}
          <section className="zs-section ui-pad-0">
            <div role="tablist" className="zs-tabs">
              {TABS.map((t) => (
                <button
                  key={t.key}
                  type="button"
                  role="tab"
                  aria-selected={vm.tab === t.key}
                  className="zs-tab"
                  onClick={() => vm.setTab(t.key)}
                >
                  {t.title}
                </button>
              ))}
            </div>
            {vm.list.status === 'error' ? (
              <ErrorState text={vm.list.error ?? ''} onRetry={vm.list.refresh} home={false} />
            ) : (
              <CmsList list={vm.list} onOpen={(id) => void vm.openDoc(id)} />
            )}
          </section>
        </>
      )}
      <LazyDocumentPopup vm={vm} />
    </main>
  );
}

export default observer(HomePage);
