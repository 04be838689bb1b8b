import { observer } from 'mobx-react-lite';
import Popup from 'antd-mobile/es/components/popup';
import { useBackCloses } from '@ui/kit/signature-pad/use-back-closes';
import { FileLinkList } from '@ui/kit/file-viewer';
import { formatChinaTime } from '@ui/features/admissions/shared/format';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import type { HomeVm } from './home.vm';
import { RichText } from '@ui/kit/rich-text/rich-text';
import '@ui/kit/layout/layout.css';

/** One CMS document: sanitized rich text and its attachments, opened in the document viewer. */
export const DocumentPopup = observer(function DocumentPopup({ vm }: { vm: HomeVm }) {
  const open = vm.docLoading || vm.doc !== null || vm.docError !== null;
  // The browser back button closes the document instead of leaving home.
  useBackCloses(open, vm.closeDoc);
  const doc = vm.doc;
  return (
    <Popup
      visible={open}
      onClose={vm.closeDoc}
      position="right"
      bodyStyle={{ width: '100vw', overflowY: 'auto' }}
      destroyOnClose
    >
      <div className="zs-page" style={{ background: '#fff' }}>
        <div className="zs-row" style={{ padding: 12, borderBottom: '1px solid #eee' }}>
          <button
            type="button"
            onClick={vm.closeDoc}
            style={{
              border: 0,
              background: 'none',
              color: '#0958d9',
              fontSize: 15,
              minHeight: 44,
              minWidth: 44,
            }}
          >
            ‹ 返回
          </button>
          <span className="zs-ellipsis" style={{ flex: 1, textAlign: 'center', fontWeight: 600 }}>
            {doc?.title ?? '详情'}
          </span>
          <span style={{ width: 48 }} />
        </div>
        {vm.docLoading ? <LoadingState /> : null}
        {vm.docError ? <ErrorState text={vm.docError} home={false} /> : null}
        {doc ? (
          <article className="ui-pad-16">
            <h2 className="zs-wrap" style={{ fontSize: 18, margin: '0 0 4px' }}>
              {doc.title}
            </h2>
            <div className="zs-muted" style={{ marginBottom: 12 }}>
              {formatChinaTime(doc.publishTime, false)}
              {doc.author ? ` · ${doc.author}` : ''}
            </div>
            {doc.coverUrl ? (
              <img
                src={doc.coverUrl}
                alt=""
                decoding="async"
                style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8, marginBottom: 12 }}
              />
            ) : null}
            <RichText html={doc.content} />
            {doc.attachments.length ? (
              <section style={{ marginTop: 16 }}>
                <h3 className="zs-section-title">附件</h3>
                <FileLinkList
                  files={doc.attachments}
                  viewerUrl={vm.viewerUrl}
                  itemStyle={{ padding: '8px 0', borderTop: '1px solid #f0f0f0' }}
                />
              </section>
            ) : null}
          </article>
        ) : null}
      </div>
    </Popup>
  );
});
