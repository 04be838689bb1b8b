import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { letterBodyHtml } from '@domain/admissions/admission-letter';
import { ADMISSION_EVENT_LABEL } from '@domain/journeys';
import { RichText } from '@ui/kit/rich-text/rich-text';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { DialogFrame } from '../shared/dialog-frame';
import './letter.css';
import type { AdmissionsVm, PendingDecision } from './admissions.vm';

const titleOf = (p: PendingDecision): string => {
  if (p.kind === 'revoke') return '撤销录取';
  if (p.kind === 'publishNow') return '立即公布录取结果';
  if (p.kind === 'letter') return '预览录取通知书';
  return `确认${ADMISSION_EVENT_LABEL[p.decision]}`;
};

/** What a confirmation says: whom, what, and whether it can still be taken back. */
/** 录取专业: the plan's 招生专业, starting on the first 意向专业 (the parent's wishes are named beside). */
function MajorPick({ p, vm }: { p: Extract<PendingDecision, { kind: 'one' }>; vm: AdmissionsVm }) {
  const id = useId();
  const choices = p.row.majorChoices ?? [];
  if (p.decision === 'decline' || !choices.length) return null;
  return (
    <div className="staff-field">
      <label htmlFor={id} className="staff-label">
        录取专业
      </label>
      <select
        id={id}
        className="staff-select"
        value={p.majorId ?? ''}
        onChange={(e) => vm.setMajor(e.target.value)}
      >
        {p.majorId ? null : <option value="">请选择录取专业</option>}
        {choices.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <p className="staff-muted">意向专业：{p.row.major || '未填写'}</p>
    </div>
  );
}

const MajorObserver = observer(MajorPick);

function OneBody({ p, vm }: { p: Extract<PendingDecision, { kind: 'one' }>; vm: AdmissionsVm }) {
  const verb = ADMISSION_EVENT_LABEL[p.decision];
  const needsMajor = p.decision !== 'decline' && !!p.row.majorChoices?.length && !p.majorId;
  return (
    <>
      <p className="staff-dry-run">
        确定{verb} <strong>{p.row.name}</strong>（{p.row.planName}，证件号 {p.row.idNumber}）吗？
      </p>
      <MajorObserver p={p} vm={vm} />
      <p className="staff-muted">
        {vm.published
          ? '结果已公布：报名人会立即看到这个决定，之后只能撤销录取并说明原因。'
          : '结果公布前可以撤销这个决定。'}
      </p>
      <div className="staff-sheet-actions">
        <Button onClick={vm.cancel}>取消</Button>
        <Button
          color={p.decision === 'decline' ? 'danger' : 'primary'}
          loading={vm.busy}
          disabled={vm.busy || needsMajor}
          onClick={() => void vm.confirm()}
        >
          确认{verb}
        </Button>
      </div>
    </>
  );
}

function BulkBody({ p, vm }: { p: Extract<PendingDecision, { kind: 'bulk' }>; vm: AdmissionsVm }) {
  const verb = ADMISSION_EVENT_LABEL[p.decision];
  const { decided, skipped } = p.dry;
  return (
    <>
      <p className="staff-dry-run" role="status">
        将{verb}以下 {decided.length} 人{skipped.length ? `，${skipped.length} 人不能${verb}，将跳过` : ''}
      </p>
      {decided.length ? (
        <ul className="staff-names" aria-label={`将${verb}`}>
          {decided.map((x) => (
            <li key={x.id}>{x.name}</li>
          ))}
        </ul>
      ) : null}
      {skipped.length ? (
        <>
          <h4 className="staff-label">跳过</h4>
          <ul className="staff-skipped" aria-label="跳过">
            {skipped.map((x) => (
              <li key={x.id}>
                {x.name}：{x.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="staff-sheet-actions">
        <Button onClick={vm.cancel}>取消</Button>
        <Button
          color="primary"
          loading={vm.busy}
          disabled={vm.busy || !decided.length}
          onClick={() => void vm.confirm()}
        >
          确认{verb} {decided.length} 人
        </Button>
      </div>
    </>
  );
}

function RevokeBody({ p, vm }: { p: Extract<PendingDecision, { kind: 'revoke' }>; vm: AdmissionsVm }) {
  const [text, setText] = useState('');
  const id = useId();
  const reason = text.trim();
  return (
    <>
      <p className="staff-dry-run">
        撤销 <strong>{p.row.name}</strong>（{p.row.planName}
        ）的录取。结果已公布，报名人会收到通知，并在录取查询和我的报名中看到原因。
      </p>
      <label htmlFor={id} className="staff-label">
        撤销原因
      </label>
      <TextArea
        className="staff-textbox"
        id={id}
        placeholder="请填写原因"
        value={text}
        onChange={setText}
        maxLength={200}
        rows={3}
        showCount
      />
      <div className="staff-sheet-actions">
        <Button onClick={vm.cancel}>取消</Button>
        <Button
          color="danger"
          loading={vm.busy}
          disabled={!reason || vm.busy}
          onClick={() => void vm.confirm(reason)}
        >
          确认撤销录取
        </Button>
      </div>
    </>
  );
}

function PublishNowBody({ vm }: { vm: AdmissionsVm }) {
  return (
    <>
      <p className="staff-dry-run">
        立即公布 <strong>{vm.plan?.name}</strong> 的录取结果吗？
      </p>
      <p className="staff-muted">
        公布后报名人即可在录取查询和我的报名中看到结果，已作出决定的报名人会收到通知；之后决定不能再撤销，只能撤销录取并说明原因。
      </p>
      <div className="staff-sheet-actions">
        <Button onClick={vm.cancel}>取消</Button>
        <Button color="primary" loading={vm.busy} disabled={vm.busy} onClick={() => void vm.confirm()}>
          确认立即公布
        </Button>
      </div>
    </>
  );
}

/** The school's 录取通知书 as the chosen admitted applicant will read it on 录取查询. */
const LetterPreviewBody = observer(function LetterPreviewBody({
  p,
  vm,
}: {
  p: Extract<PendingDecision, { kind: 'letter' }>;
  vm: AdmissionsVm;
}) {
  const id = useId();
  const l = p.letter;
  return (
    <>
      <label htmlFor={id} className="staff-label">
        预览学生
      </label>
      <select
        id={id}
        className="staff-select letter-who"
        value={p.registrationId}
        onChange={(e) => void vm.previewLetter(e.target.value)}
      >
        {vm.admittedRows.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}（{r.regNo}）
          </option>
        ))}
      </select>
      {l ? (
        <article className="letter-paper" aria-label={`${l.name}的录取通知书`}>
          <h4 className="letter-title">{l.title}</h4>
          <div className="letter-body">
            <RichText html={letterBodyHtml(l.body)} testId="letter-preview" />
          </div>
          <p className="letter-school">{l.schoolName}</p>
        </article>
      ) : (
        <p className="staff-muted" role="status">
          正在生成预览…
        </p>
      )}
      <p className="staff-muted">录取通知书的文字由学校管理员在“学校设置 › 文本”中编写。</p>
      <div className="staff-sheet-actions">
        <Button onClick={vm.cancel}>关闭</Button>
      </div>
    </>
  );
});

/** The one confirmation of 录取管理: every decision names whom it is about before it is taken. */
export const DecisionDialog = observer(function DecisionDialog({ vm }: { vm: AdmissionsVm }) {
  // While it slides out the dialog keeps what it said (a heading never goes empty).
  const last = useRef(vm.pending);
  if (vm.pending) last.current = vm.pending;
  const p = last.current;
  return (
    <DialogFrame open={vm.pending !== null} title={p ? titleOf(p) : '确认'} onClose={vm.cancel}>
      {p?.kind === 'one' ? <OneBody p={p} vm={vm} /> : null}
      {p?.kind === 'bulk' ? <BulkBody p={p} vm={vm} /> : null}
      {p?.kind === 'revoke' ? <RevokeBody p={p} vm={vm} /> : null}
      {p?.kind === 'publishNow' ? <PublishNowBody vm={vm} /> : null}
      {p?.kind === 'letter' ? <LetterPreviewBody p={p} vm={vm} /> : null}
    </DialogFrame>
  );
});
