import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Image from 'antd-mobile/es/components/image';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { registerOfflineWorker } from '@ui/kit/offline/register-sw';
import { ARRIVE_STEP, DESK_TEXT, doneLine, type DeskStudent } from '@domain/checkin-desk';
import { DESK_ORDER_TEXT } from '@domain/journeys/desk-steps';
import { useViewModel } from '@ui/di';
import { Notice } from '../shared/notice';
import { DeskVm } from './desk.vm';
import { ScanPanel } from './scan-panel';
import './desk.css';

const StudentCard = observer(function StudentCard({ vm, s }: { vm: DeskVm; s: DeskStudent }) {
  return (
    <article className="desk-card" aria-label={`${s.name}的报到信息`}>
      <div className="desk-who">
        {s.photoUrl ? (
          <figure className="desk-photo-box">
            <Image
              src={s.photoUrl}
              alt={
                s.photoPending
                  ? `${s.name}的人脸照片（${DESK_ORDER_TEXT.photoPending}）`
                  : `${s.name}的人脸照片`
              }
              fit="cover"
              className="desk-photo"
            />
            {s.photoPending ? (
              <figcaption className="desk-photo-pending">{DESK_ORDER_TEXT.photoPending}</figcaption>
            ) : null}
          </figure>
        ) : null}
        <div className="desk-who-text">
          <strong className="desk-name">{s.name}</strong>
          <span>{[s.className, s.major].filter(Boolean).join(' · ')}</span>
          <span className="staff-muted">身份证 {s.idMasked}</span>
          {s.studentNo ? <span className="staff-muted">学号 {s.studentNo}</span> : null}
        </div>
      </div>
      {vm.needsIdCheck ? (
        <div className="desk-onsite">
          <strong>{DESK_TEXT.onsite}</strong>
          <Checkbox checked={vm.idCardChecked} onChange={(v) => vm.setIdChecked(v)}>
            {DESK_TEXT.idChecked}
          </Checkbox>
        </div>
      ) : null}
      <ul className="desk-steps" aria-label="报到环节">
        {s.steps.map((st) => {
          const blocked = st.done ? null : vm.markBlocked(st.key);
          const why = `desk-why-${st.key}`;
          return (
            <li key={st.key} className="desk-step">
              <span className="desk-step-name">{st.name}</span>
              {st.done ? (
                <span className="desk-step-done">
                  <span>{vm.stepLines[st.key] ?? doneLine(st.by ?? '', st.at ?? Date.now())}</span>
                  <Button
                    size="small"
                    fill="outline"
                    className="desk-undo"
                    disabled={vm.busy || !!vm.undoBlocked(st.key)}
                    onClick={() => void vm.undo(st.key)}
                    aria-label={`撤销${st.name}`}
                  >
                    {DESK_ORDER_TEXT.undo}
                  </Button>
                </span>
              ) : (
                <span className="desk-step-todo">
                  {blocked ? (
                    <span className="desk-step-why staff-muted" id={why}>
                      {blocked}
                    </span>
                  ) : null}
                  <Button
                    size="small"
                    color="primary"
                    disabled={
                      vm.busy || !!blocked || (st.key === ARRIVE_STEP && vm.needsIdCheck && !vm.idCardChecked)
                    }
                    onClick={() => void vm.mark(st.key)}
                    aria-label={`办理${st.name}`}
                    aria-describedby={blocked ? why : undefined}
                  >
                    {DESK_TEXT.mark}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
});

export const DeskPage = observer(function DeskPage() {
  const vm = useViewModel(DeskVm);
  const [q, setQ] = useState('');
  useEffect(() => {
    void vm.start(navigator.onLine);
    registerOfflineWorker();
    const on = () => vm.setOnline(true);
    const off = () => vm.setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, [vm]);
  const onCode = useCallback((t: string) => void vm.submitCode(t), [vm]);
  return (
    <section className="staff-page desk-page" aria-label={DESK_TEXT.title}>
      <div className="desk-bar">
        <h2 className="staff-title">{DESK_TEXT.title}</h2>
        <span
          className={vm.online ? 'desk-net desk-net-on' : 'desk-net desk-net-off'}
          data-testid="desk-net"
          role="status"
        >
          {vm.online ? DESK_TEXT.online : DESK_TEXT.offline}
        </span>
      </div>
      <div className="desk-sync">
        <span data-testid="desk-queued">{DESK_TEXT.queued(vm.pendingCount)}</span>
        {vm.pendingCount && vm.online ? (
          <Button size="mini" fill="outline" disabled={vm.syncing} onClick={() => void vm.sync()}>
            {DESK_TEXT.sync}
          </Button>
        ) : null}
        <Button
          size="mini"
          fill="outline"
          disabled={vm.busy || !vm.online}
          onClick={() => void vm.downloadDayList()}
        >
          {DESK_TEXT.download}
        </Button>
      </div>
      {vm.list ? (
        <div className="staff-muted" data-testid="desk-list">
          离线名单：{vm.list.students.length} 人
        </div>
      ) : null}
      <ScanPanel onCode={onCode} busy={vm.busy} />
      <form
        className="desk-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void vm.search(q);
        }}
      >
        <input
          className="desk-input"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={DESK_TEXT.searchHint}
          aria-label={DESK_TEXT.searchHint}
          maxLength={32}
        />
        <Button type="submit" disabled={vm.busy}>
          {DESK_TEXT.search}
        </Button>
      </form>
      <Notice vm={vm} />
      {vm.results && vm.results.length > 1 ? (
        <ul className="desk-results" aria-label="查询结果">
          {vm.results.map((r) => (
            <li key={r.welcomeId}>
              <button type="button" className="desk-result" onClick={() => vm.pick(r)}>
                <strong>{r.name}</strong>{' '}
                <span className="staff-muted">
                  {r.className} · {r.idMasked}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {vm.student ? <StudentCard vm={vm} s={vm.student} /> : null}
      {vm.conflicts.length ? (
        <section aria-label={DESK_TEXT.conflicts} className="desk-conflicts">
          <h3>{DESK_TEXT.conflicts}</h3>
          <ul>
            {vm.conflictLines.map((c) => (
              <li key={c.key}>{c.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
});
