import Button from 'antd-mobile/es/components/button';
import { DOCUMENT_ACCEPT } from '@domain/files/school-documents';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { ARTICLE_TYPE_LABEL } from '@domain/journeys/article-lifecycle';
import { staffLinks } from '@domain/staff/routes';
import { useViewModel } from '@ui/di';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { FormField, type FormFieldKind } from '../shared/form-field';
import { Notice } from '../shared/notice';
import { ArticleEditorVm, type ArticleForm } from './article-editor.vm';
import { RichEditor } from '../shared/rich-editor';
import '../shared/manage.css';
import './cms.css';

/** One field of the form, bound to the view model. */
const Field = observer(function Field({
  vm,
  field,
  label,
  kind,
  max,
}: {
  vm: ArticleEditorVm;
  field: Exclude<keyof ArticleForm, 'pinned'>;
  label: string;
  kind?: FormFieldKind;
  max?: number;
}) {
  return (
    <FormField
      label={label}
      value={vm.form[field]}
      error={vm.errors[field]}
      onChange={(v) => vm.set(field, v)}
      kind={kind}
      maxLength={max}
    />
  );
});

/** A file picker shown as a 44 px button, its error said next to it. */
function FilePick({
  label,
  accept,
  error,
  busy,
  onFile,
}: {
  label: string;
  accept: string;
  error?: string | undefined;
  busy: boolean;
  onFile: (f: File) => void;
}) {
  const id = useId();
  return (
    <div className="cms-pick">
      <label htmlFor={id} className="manage-link">
        {busy ? '上传中…' : label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        className="cms-hidden-file"
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) onFile(f);
        }}
      />
      {error ? (
        <span id={`${id}-err`} className="manage-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** 写新闻公告 / 上传文档 / 编辑: title, cover, rich text, files, publish time (China time), 置顶. */
export const ArticleEditorPage = observer(function ArticleEditorPage({ id }: { id: string }) {
  const vm = useViewModel(ArticleEditorVm);
  const [, navigate] = useLocation();
  const pinId = useId();
  useEffect(() => void vm.open(id), [vm, id]);
  const label = ARTICLE_TYPE_LABEL[vm.type];
  const title = id.startsWith('new-') ? (id === 'new-document' ? '上传文档' : '写新闻公告') : `编辑${label}`;
  const save = async (publish: boolean) => {
    if (await vm.save(publish)) navigate(staffLinks.cmsOf(vm.type));
  };
  return (
    <section className="staff-page manage-page" aria-label={title}>
      <Link href={staffLinks.cmsOf(vm.type)} className="staff-back">
        ‹ 返回列表
      </Link>
      <h2 className="staff-title">{title}</h2>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.open(id)} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.open(id)} home={false} />
      ) : null}
      {vm.status === 'ready' ? (
        <form
          className="staff-card manage-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save(false);
          }}
        >
          <Field vm={vm} field="title" label="标题" max={60} />
          <div className="manage-form-grid">
            <Field vm={vm} field="publishAt" label="发布时间（北京时间）" kind="chinaTime" />
            <Field vm={vm} field="author" label="作者（选填）" max={30} />
          </div>
          <Field vm={vm} field="summary" label="摘要（选填）" max={200} />
          <div className="staff-field">
            <span className="cms-editor-label">封面（选填）</span>
            <div className="cms-cover-row">
              {vm.cover ? <img src={vm.cover.url} alt="封面预览" className="cms-cover" /> : null}
              <FilePick
                label={vm.cover ? '更换封面' : '上传封面'}
                accept="image/jpeg,image/png,image/webp"
                error={vm.errors.cover}
                busy={vm.uploading}
                onFile={(f) => void vm.uploadCover(f)}
              />
              {vm.cover ? (
                <Button type="button" size="small" onClick={vm.removeCover}>
                  移除封面
                </Button>
              ) : null}
            </div>
          </div>
          <RichEditor
            label="正文"
            initial={vm.initialContent}
            onChange={vm.setContent}
            onImage={vm.uploadImage}
            error={vm.errors.content}
          />
          {vm.type === 'document' || vm.attachments.length ? (
            <div className="staff-field">
              <span className="cms-editor-label">
                文件（PDF、图片、Word、Excel、PowerPoint，最多10个，每个不超过10 MB）
              </span>
              <ul className="cms-files">
                {vm.attachments.map((f) => (
                  <li key={f.fileId}>
                    <span className="cms-file-name">{f.name}</span>
                    <Button
                      type="button"
                      size="small"
                      aria-label={`移除 ${f.name}`}
                      onClick={() => vm.removeAttachment(f.fileId)}
                    >
                      移除
                    </Button>
                  </li>
                ))}
              </ul>
              <FilePick
                label="上传文件"
                accept={DOCUMENT_ACCEPT}
                error={vm.errors.attachments}
                busy={vm.uploading}
                onFile={(f) => void vm.uploadAttachment(f)}
              />
            </div>
          ) : null}
          <div className="cms-check">
            <input
              id={pinId}
              type="checkbox"
              checked={vm.form.pinned}
              onChange={(e) => vm.set('pinned', e.target.checked)}
            />
            <label htmlFor={pinId}>置顶（在考生首页排在最前）</label>
          </div>
          <Notice vm={vm} />
          <div className="staff-actions">
            <Button
              type="submit"
              color="primary"
              fill="outline"
              loading={vm.busy}
              disabled={vm.busy || vm.uploading}
            >
              保存
            </Button>
            <Button
              type="button"
              color="primary"
              disabled={vm.busy || vm.uploading}
              onClick={() => void save(true)}
            >
              保存并发布
            </Button>
            <Button type="button" onClick={() => navigate(staffLinks.cmsOf(vm.type))}>
              取消编辑
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
});
