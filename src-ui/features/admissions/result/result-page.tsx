import { admission, admissionState, isAdmitted, type Tone } from '@domain/journeys';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import ResultBlock from 'antd-mobile/es/components/result';
import { letterBodyHtml } from '@domain/admissions/admission-letter';
import { PageHeader } from '@ui/kit/page-header';
import { RichText } from '@ui/kit/rich-text/rich-text';
import { useViewModel } from '@ui/di';
import '../shared/admissions.css';
import { LazyQr } from '../shared/lazy-qr';
import { EmptyState } from '@ui/kit/load-state/states';
import { ResultVm, type EnrollResult } from './result.vm';
import '@ui/kit/layout/layout.css';

type Rec = EnrollResult['records'][number];

const STATUS_COLOR: Record<number, string> = { 1: '#6e6e6e', 2: '#ad4e00', 3: '#007a4d' };
/** The colour of the server's shown state (its journey tone). */
const TONE_COLOR: Record<Tone, string> = {
  default: '#6e6e6e',
  primary: '#0958d9',
  success: '#007a4d',
  warning: '#ad4e00',
  danger: '#cf1322',
};

/** The badge: the state the server shows now (issue 23), else (an older server) the codes. */
function badgeOf(r: Rec): { label: string; color: string } {
  if (r.shown) return { label: r.shown.label, color: TONE_COLOR[r.shown.tone] };
  const label = r.admissionNote
    ? admission.states.revoked.label
    : admission.states[admissionState(r.admissionStatus, false)].label;
  return { label, color: STATUS_COLOR[r.admissionStatus] ?? TONE_COLOR.default };
}

function RecordCard({ r, qr }: { r: Rec; qr: string | null }) {
  return (
    <article className="zs-card" aria-label={`${r.planName}录取结果`}>
      <div className="zs-row">
        <h2 className="zs-card-title ui-m0">{r.planName}</h2>
        <strong style={{ color: badgeOf(r).color, flex: 'none' }}>{badgeOf(r).label}</strong>
      </div>
      <div className="zs-kv">
        <span>姓名</span>
        <span>{r.name}</span>
        <span>当前状态</span>
        <span>{r.statusText}</span>
      </div>
      {r.notice ? (
        <section
          style={{ marginTop: 12, padding: 12, background: '#fffbe6', borderRadius: 8 }}
          aria-label="录取通知"
        >
          <h3 style={{ margin: '0 0 6px', fontSize: 16, textAlign: 'center' }} className="zs-wrap">
            {r.notice.title}
          </h3>
          {/* The school's letter as written in the rich editor, sanitized again here (DOMPurify). */}
          <div className="zs-wrap" style={{ fontSize: 14, lineHeight: 1.7 }}>
            <RichText html={letterBodyHtml(r.notice.content)} testId="letter-body" />
          </div>
          <p style={{ textAlign: 'right', margin: '8px 0 0' }}>{r.notice.schoolName}</p>
        </section>
      ) : null}
      {qr ? (
        <>
          <LazyQr value={qr} label="录取通知二维码" />
          <p className="zs-muted ui-text-center ui-m0">报到时请出示此二维码</p>
        </>
      ) : null}
    </article>
  );
}

/** Admission result look-up (both result routes): a clear status, the notice, the QR code and an empty state. */
function ResultPage({ variant = 'result' }: { variant?: 'result' | 'recruit' }) {
  const vm = useViewModel(ResultVm);
  useEffect(() => vm.restore(), [vm]);
  return (
    <main className="zs-page">
      <PageHeader />
      <form
        className="zs-section"
        aria-label="录取结果查询"
        onSubmit={(e) => {
          e.preventDefault();
          void vm.search();
        }}
      >
        <h2 className="zs-section-title">{variant === 'recruit' ? '招生录取结果查询' : '录取结果查询'}</h2>
        <label className="zs-muted" htmlFor="result-name">
          姓名
        </label>
        <Input
          id="result-name"
          value={vm.name}
          onChange={vm.setName}
          placeholder="请输入考生姓名"
          clearable
        />
        {vm.errors.name ? <div className="zs-error-text">{vm.errors.name}</div> : null}
        <label className="zs-muted ui-block ui-mt-8" htmlFor="result-id">
          身份证号
        </label>
        <Input
          id="result-id"
          value={vm.idNumber}
          onChange={vm.setIdNumber}
          placeholder="请输入身份证号"
          maxLength={18}
          clearable
        />
        {vm.errors.idNumber ? <div className="zs-error-text">{vm.errors.idNumber}</div> : null}
        <Button
          block
          type="submit"
          color="primary"
          className="ui-mt-12"
          loading={vm.searching}
          loadingText="查询中"
        >
          查询
        </Button>
      </form>
      {vm.error ? (
        <div role="alert" className="zs-section zs-error-text">
          {vm.error}
        </div>
      ) : null}
      {vm.result && !vm.result.found ? (
        <section className="zs-section">
          <EmptyState text="未查询到录取信息，请核对姓名和身份证号" />
        </section>
      ) : null}
      {vm.result?.found ? (
        <>
          {vm.result.records.some((r) => isAdmitted(r.admissionStatus)) ? (
            <ResultBlock status="success" title="恭喜您，已被录取" />
          ) : null}
          {vm.result.records.map((r, i) => (
            <RecordCard key={`${r.planName}-${i}`} r={r} qr={vm.qrValue(r)} />
          ))}
        </>
      ) : null}
    </main>
  );
}

export default observer(ResultPage);
