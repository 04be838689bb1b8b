import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ArticleAction, type ArticleType, articleLifecycle } from '@domain/journeys/article-lifecycle';
import { CmsGateway, type StaffArticleRow } from '@domain/staff/cms-gateway';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** The acts that ask first: 发布, 下线 and 删除 each name the item and what applicants will see. */
export type ConfirmAct = 'publish' | 'unpublish' | 'delete';

/** 新闻公告 / 文档: the school's items of one type with state, publish time and 置顶. */
@injectable('Transient')
export class ArticlesVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  type: ArticleType = 'news';
  rows: StaffArticleRow[] = [];
  confirming: { act: ConfirmAct; row: StaffArticleRow } | null = null;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: CmsGateway;

  constructor(@inject(CmsGateway) gw: CmsGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.list(this.type),
      (rows) => (this.rows = rows),
    );
  }

  show(type: ArticleType): Promise<void> {
    this.type = type;
    this.notice = null;
    return this.load();
  }

  /** The actions the lifecycle offers in the item's state. */
  actionsOf(a: StaffArticleRow): readonly ArticleAction[] {
    return articleLifecycle.states[a.state].actions;
  }

  ask(act: ConfirmAct, row: StaffArticleRow) {
    this.confirming = { act, row };
    this.notice = null;
  }
  closeAsk() {
    this.confirming = null;
  }

  get question(): string {
    const c = this.confirming;
    if (!c) return '';
    const name = `“${c.row.title}”`;
    if (c.act === 'publish') return `确定发布${name}吗？发布后考生和家长即可在首页看到。`;
    if (c.act === 'unpublish') return `确定下线${name}吗？下线后考生和家长将看不到它，可再次发布。`;
    return `确定删除${name}吗？删除后不能恢复。`;
  }

  async confirm(): Promise<void> {
    const c = this.confirming;
    if (!c) return;
    const { act, row } = c;
    const done = `已${articleLifecycle.actionLabel[act]}“${row.title}”`;
    if (act === 'delete') {
      if (!(await runAction(this, () => this.#gw.remove(row.id), done))) return;
      this.rows = this.rows.filter((x) => x.id !== row.id);
    } else {
      const moved = act === 'publish' ? () => this.#gw.publish(row.id) : () => this.#gw.unpublish(row.id);
      const r = await runAction(this, moved, done);
      if (!r) return;
      this.rows = this.rows.map((x) =>
        x.id === r.id ? { ...x, state: r.state, stateText: r.stateText } : x,
      );
    }
    this.confirming = null;
  }
}
