import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Tabs from 'antd-mobile/es/components/tabs';
import { useViewModel } from '@ui/di';
import '../enrollment/shared/admissions.css';
import { CmsList } from './cms-list';
import { DocumentPopup } from './document-popup';
import { HomeVm } from './home.vm';
import { RichText } from './rich-text';

const ENTRIES = [
  { label: '新生报名', to: '/orientation/enrollment/index' },
  { label: '我的报名', to: '/orientation/enrollment/applylist' },
  { label: '录取查询', to: '/orientation/homepage/result' },
  { label: '活动报名', to: '/orientation/enrollment/signList' },
  { label: '新生报到', to: '/orientation/homepage/checkin' },
] as const;

/** Admissions home: school badge, entries, the promise, news and documents. */
function HomePage() {
  const vm = useViewModel(HomeVm);
  const [, navigate] = useLocation();
  useEffect(() => void vm.load(), [vm]);
  const badge = vm.badge;
  return (
    <div className="zs-page">
      <header className="zs-banner" style={{ background: badge?.themeColor || '#1677ff' }}>
        {badge?.badgeUrl ? <img src={badge.badgeUrl} alt="校徽" /> : null}
        <div style={{ minWidth: 0 }}>
          <h1 style={{ fontSize: 20, margin: 0 }} className="zs-wrap">
            {badge?.schoolName || '招生迎新'}
          </h1>
          {badge?.motto ? <div className="zs-wrap" style={{ fontSize: 13, opacity: 0.9 }}>{badge.motto}</div> : null}
        </div>
      </header>
      <nav className="zs-section zs-entries" aria-label="功能入口">
        {ENTRIES.map((e) => (
          <button key={e.to} type="button" className="zs-entry" onClick={() => navigate(e.to)}>
            {e.label}
          </button>
        ))}
      </nav>
      {vm.promise ? (
        <section className="zs-section">
          <h2 className="zs-section-title">{vm.promise.title}</h2>
          <RichText html={vm.promise.content} testId="promise-text" />
        </section>
      ) : null}
      <section className="zs-section" style={{ padding: 0 }}>
        <Tabs activeKey={vm.tab} onChange={(k) => vm.setTab(k as 'news' | 'document')}>
          <Tabs.Tab title="学校新闻" key="news" />
          <Tabs.Tab title="招生文件" key="document" />
        </Tabs>
        {vm.list.error && vm.list.items.length === 0 ? (
          <ErrorBlock status="disconnected" title="加载失败" description={vm.list.error} />
        ) : (
          <CmsList list={vm.list} onOpen={(id) => void vm.openDoc(id)} />
        )}
      </section>
      <DocumentPopup vm={vm} />
    </div>
  );
}

export default observer(HomePage);
