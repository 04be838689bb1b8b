import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { admitOptions } from '@domain/staff/transitions';
import { admissionBadge } from '@domain/staff/wording';
import { useViewModel } from '@ui/di';
import { BulkPanel } from '../shared/bulk-panel';
import { StateBadge } from '../shared/badge';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { PlanPicker } from '../shared/plan-picker';
import { useStaffSession } from '../app/session-context';
import { AdmissionsVm } from './admissions.vm';

export const AdmissionsPage = observer(function AdmissionsPage() {
  const vm = useViewModel(AdmissionsVm);
  const session = useStaffSession();
  useEffect(() => void vm.open(), [vm]);
  return (
    <section className="staff-page" aria-label="录取管理">
      <h2 className="staff-title">录取管理</h2>
      <div className="staff-toolbar">
        <PlanPicker
          plans={vm.plans}
          value={vm.planId}
          onChange={(id) => void vm.setPlan(id)}
          allowAll={false}
        />
        <div className="staff-search">
          <SearchBar
            placeholder="姓名 / 证件号 / 手机号"
            value={vm.search}
            onChange={vm.setSearch}
            onSearch={() => void vm.applySearch()}
            onClear={() => {
              vm.setSearch('');
              void vm.applySearch();
            }}
          />
          <Button size="small" color="primary" fill="outline" onClick={() => void vm.applySearch()}>
            搜索
          </Button>
        </div>
        <Button
          color="primary"
          size="small"
          loading={vm.bulk.step === 'counting'}
          onClick={() => void vm.bulk.start(vm.planId)}
        >
          批量录取
        </Button>
      </div>
      {session.can('publishResults') ? (
        <div className="staff-card staff-publish" aria-label="公布结果">
          <p className="staff-muted">{vm.publishedText}</p>
          <label className="staff-field">
            <span>公布时间</span>
            <input
              type="datetime-local"
              step={1}
              aria-label="公布时间"
              className="staff-select"
              value={vm.publishAt}
              onChange={(e) => vm.setPublishAt(e.target.value)}
            />
          </label>
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={vm.busy}
            onClick={() => void vm.publish()}
          >
            定时公布结果
          </Button>
        </div>
      ) : null}
      <BulkPanel vm={vm.bulk} title="批量录取" />
      <Notice vm={vm} />
      <ListStates vm={vm} empty="暂无审核通过的报名" retry={() => void vm.open()} />
      {vm.status === 'ready' ? (
        <ul className="staff-list" aria-label="录取列表">
          {vm.rows.map((r) => {
            const o = admitOptions(r);
            return (
              <li key={r.id} className="staff-row" aria-label={r.name}>
                <div className="staff-row-main">
                  <strong>{r.name}</strong>
                  <span className="staff-muted">
                    {r.regNo} · {r.idNumber}
                  </span>
                </div>
                <StateBadge badge={admissionBadge(r.admissionStatus)} />
                <div className="staff-actions">
                  {o.admit ? (
                    <Button
                      size="mini"
                      color="primary"
                      disabled={vm.busy}
                      onClick={() => void vm.decide(r.id, 3)}
                    >
                      录取
                    </Button>
                  ) : null}
                  {o.preAdmit ? (
                    <Button
                      size="mini"
                      fill="outline"
                      disabled={vm.busy}
                      onClick={() => void vm.decide(r.id, 2)}
                    >
                      预录取
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Pager page={vm.page} total={vm.total} pageSize={vm.pageSize} onPage={(p) => void vm.setPage(p)} />
    </section>
  );
});
