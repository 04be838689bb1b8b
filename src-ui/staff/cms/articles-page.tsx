import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { ARTICLE_TYPE_LABEL, type ArticleType, articleLifecycle } from '@domain/journeys/article-lifecycle';
import { staffLinks } from '@domain/staff/routes';
import { chinaTimeText } from '@domain/time/china-time';
import { useViewModel } from '@ui/di';
import { StateBadge } from '../shared/badge';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { ArticlesVm } from './articles.vm';
import { ConfirmSheet } from './confirm-sheet';
import '../shared/manage.css';
import './cms.css';

const TYPES: ArticleType[] = ['news', 'document'];

/** 新闻公告 / 文档: the list (a table at 1280 px, cards at 375 px) with 编辑 / 发布 / 下线 / 删除. */
export const ArticlesPage = observer(function ArticlesPage({ id }: { id?: string }) {
  const vm = useViewModel(ArticlesVm);
  const [, navigate] = useLocation();
  // The type is in the route (/cms/of/document), so an editor's save and a reload come back to it.
  const type: ArticleType = id === 'document' ? 'document' : 'news';
  useEffect(() => void vm.show(type), [vm, type]);
  const now = new Date();
  const label = ARTICLE_TYPE_LABEL[vm.type];
  return (
    <section className="staff-page manage-page" aria-label="新闻公告">
      <div className="staff-toolbar">
        <h2 className="staff-title staff-grow">新闻公告与文档</h2>
        <Link href={staffLinks.cmsEdit(`new-${vm.type}`)} className="manage-link">
          {vm.type === 'news' ? '写新闻公告' : '上传文档'}
        </Link>
      </div>
      <div className="cms-types" role="group" aria-label="类型">
        {TYPES.map((t) => (
          <button
            key={t}
            type="button"
            className="cms-type"
            aria-pressed={vm.type === t}
            onClick={() => navigate(staffLinks.cmsOf(t))}
          >
            {ARTICLE_TYPE_LABEL[t]}
          </button>
        ))}
      </div>
      <Notice vm={vm} />
      <ListStates vm={vm} empty={`还没有${label}`} retry={() => void vm.load()} />
      {vm.status === 'ready' && vm.rows.length ? (
        <div className="staff-table-wrap">
          <table className="staff-table manage-table">
            <thead>
              <tr>
                <th scope="col">标题</th>
                <th scope="col">状态</th>
                <th scope="col">发布时间</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {vm.rows.map((a) => {
                const actions = vm.actionsOf(a);
                return (
                  <tr key={a.id}>
                    <td>
                      <strong className="cms-title">
                        {a.pinned ? <span className="cms-pin">置顶</span> : null}
                        {a.title}
                      </strong>
                      {a.summary ? <div className="manage-muted">{a.summary}</div> : null}
                    </td>
                    <td data-label="状态">
                      <StateBadge badge={articleLifecycle.states[a.state]} />
                    </td>
                    <td data-label="发布时间">{chinaTimeText(a.publishAt, now)}</td>
                    <td>
                      <div className="manage-actions">
                        <Link
                          href={staffLinks.cmsEdit(a.id)}
                          className="manage-link"
                          aria-label={`编辑 ${a.title}`}
                        >
                          {articleLifecycle.actionLabel.edit}
                        </Link>
                        {actions.includes('publish') ? (
                          <Button
                            color="primary"
                            fill="outline"
                            size="small"
                            aria-label={`发布 ${a.title}`}
                            onClick={() => vm.ask('publish', a)}
                          >
                            {articleLifecycle.actionLabel.publish}
                          </Button>
                        ) : null}
                        {actions.includes('unpublish') ? (
                          <Button
                            color="warning"
                            fill="outline"
                            size="small"
                            aria-label={`下线 ${a.title}`}
                            onClick={() => vm.ask('unpublish', a)}
                          >
                            {articleLifecycle.actionLabel.unpublish}
                          </Button>
                        ) : null}
                        <Button
                          color="danger"
                          fill="outline"
                          size="small"
                          aria-label={`删除 ${a.title}`}
                          onClick={() => vm.ask('delete', a)}
                        >
                          {articleLifecycle.actionLabel.delete}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConfirmSheet
        title={vm.confirming ? `${articleLifecycle.actionLabel[vm.confirming.act]}${label}` : label}
        question={vm.confirming ? vm.question : null}
        confirmText={vm.confirming ? `确定${articleLifecycle.actionLabel[vm.confirming.act]}` : '确定'}
        danger={vm.confirming?.act === 'delete'}
        busy={vm.busy}
        onConfirm={() => void vm.confirm()}
        onClose={vm.closeAsk}
      />
    </section>
  );
});
