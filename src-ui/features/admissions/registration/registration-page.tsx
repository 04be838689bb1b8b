import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { DynamicForm, type DynamicFormHandle } from '@ui/kit/dynamic-form';
import { PageHeader } from '@ui/kit/page-header';
import { useToast } from '@ui/kit/toast';
import { useViewModel } from '@ui/di';
import { SavedIndicator } from '@ui/drafts/saved-indicator';
import { DocumentTypeSheet } from './document-type-sheet';
import { UndoBar } from './undo-bar';
import { pickerOptions, toAnswer, toFormFields, toFormValues } from './form-mapping';
import { PlanSummary } from './plan-summary';
import { DUPLICATE_TEXT, RegistrationVm } from './registration.vm';
import '../shared/admissions.css';
import { withQuery } from '../shared/query';
import { LoadStates } from '@ui/kit/load-state/load-states';
import '@ui/kit/layout/layout.css';
import { PATHS } from '@domain/shell/links';

/** Plan detail and the registration form (the template in the dynamic form, with its draft). */
function RegistrationPage() {
  const vm = useViewModel(RegistrationVm);
  const search = useSearch();
  const [, navigate] = useLocation();
  const toast = useToast();
  const form = useRef<DynamicFormHandle>(null);
  const q = new URLSearchParams(search);
  const planId = q.get('planId');
  const registrationId = q.get('registrationId');
  useEffect(() => void vm.init(planId, registrationId), [vm, planId, registrationId]);

  const formFields = vm.formFields;
  const fields = useMemo(() => toFormFields(formFields), [formFields]);
  const regions = vm.regions;
  const options = useMemo(() => pickerOptions(formFields, regions), [formFields, regions]);
  const values = useMemo(() => toFormValues(formFields, vm.answers), [formFields, vm.answers]);

  const next = () => {
    if (vm.duplicate) {
      toast(DUPLICATE_TEXT);
      return;
    }
    const errors = form.current?.validate() ?? [];
    const first = vm.validate();
    if (errors.length || first) {
      form.current?.scrollToFirstError();
      if (!errors.length && first)
        document
          .querySelector(`[data-field-key="${CSS.escape(first)}"]`)
          ?.scrollIntoView({ block: 'center' });
      toast(errors[0]?.message ?? vm.errors[first!] ?? '请检查填写的信息');
      return;
    }
    navigate(withQuery(PATHS.registrationConfirm, search, {}));
  };

  return (
    <main className="zs-page">
      <PageHeader title={registrationId ? '修改报名信息' : undefined} />
      {vm.loginFirst ? (
        <section className="zs-section ui-text-center" aria-label="登录后报名">
          <p>正在前往登录，登录后即可填写报名信息</p>
          <Button color="primary" onClick={vm.login}>
            去登录
          </Button>
        </section>
      ) : null}
      <LoadStates vm={vm} onRetry={() => void vm.init(planId, registrationId)} />
      {vm.rejectReason !== null ? (
        <NoticeBar
          color="alert"
          wrap
          content={
            <section aria-label="驳回原因">
              <strong>学校已驳回本次报名，请按原因修改后重新提交</strong>
              <div>驳回原因：{vm.rejectReason}</div>
            </section>
          }
        />
      ) : null}
      {vm.plan ? (
        <>
          <PlanSummary plan={vm.plan} left={vm.limit?.left} />
          <div className="ui-mx-12">
            <Button
              size="small"
              fill="none"
              color="primary"
              onClick={() => navigate(withQuery(PATHS.registrationMoreInfo, search, {}))}
            >
              查看更多信息 ›
            </Button>
          </div>
          {vm.closedReason ? (
            <NoticeBar color="alert" content={vm.closedReason} wrap />
          ) : (
            <>
              {vm.formUpdated ? (
                <NoticeBar
                  color="alert"
                  wrap
                  content={
                    <span role="status">学校已发布新版报名表，已保留仍适用的填写内容，请检查后再提交</span>
                  }
                />
              ) : vm.restored ? (
                <NoticeBar color="info" content="已恢复上次未提交的填写内容" wrap />
              ) : null}
              {vm.keptNotice ? (
                <NoticeBar
                  color={vm.keptNotice.ok ? 'info' : 'alert'}
                  content={<span role="status">{vm.keptNotice.text}</span>}
                  wrap
                />
              ) : null}
              {vm.loggedIn ? null : (
                <NoticeBar
                  color="default"
                  wrap
                  content="报名需先登录，上传附件或提交时将跳转登录，已填写的内容和选择的文件会自动保存"
                  extra={
                    <Button size="mini" color="primary" onClick={vm.login}>
                      去登录
                    </Button>
                  }
                />
              )}
              {vm.duplicate ? (
                <NoticeBar
                  color="alert"
                  wrap
                  content={<span role="alert">{`${DUPLICATE_TEXT}，无需重复填写`}</span>}
                  extra={
                    <Button size="mini" color="primary" onClick={() => navigate(PATHS.applications)}>
                      查看进度
                    </Button>
                  }
                />
              ) : null}
              <section
                className="zs-section"
                style={{ padding: 0, overflow: 'hidden' }}
                aria-label="报名信息"
              >
                <DynamicForm
                  ref={form}
                  fields={fields}
                  values={values}
                  options={options}
                  onChange={(key, value) => {
                    const def = formFields.find((f) => f.prop === key);
                    if (def) vm.changeFromForm(key, toAnswer(def, value));
                  }}
                  onFieldTap={vm.tapField}
                  onBlur={(f) => f.prop && vm.checkField(f.prop)}
                  onUpload={(files, onProgress, field) =>
                    vm.upload(files, onProgress, field.prop).then((refs) =>
                      refs.map((r) => ({
                        file: { name: r.name, size: r.size, type: r.type },
                        deCodeUrl: r.url,
                        ref: r,
                      })),
                    )
                  }
                  onOpenFile={(item) =>
                    item.deCodeUrl && window.open(vm.viewerUrl(item.deCodeUrl), '_blank', 'noopener')
                  }
                />
              </section>
              <DocumentTypeSheet vm={vm} />
              {vm.undo ? (
                <UndoBar text={vm.undo.text} onUndo={vm.undoDelete} onDone={vm.dismissUndo} />
              ) : null}
              {vm.idInfo ? (
                <p className="zs-muted ui-mx-16" data-testid="id-info">
                  根据证件号码识别：出生日期 {vm.idInfo.birthday}，性别 {vm.idInfo.sex}，年龄 {vm.idInfo.age}{' '}
                  岁
                </p>
              ) : null}
              <div className="zs-footer">
                <SavedIndicator savedAt={vm.savedAt} />
                <Button color="primary" onClick={next}>
                  下一步
                </Button>
              </div>
            </>
          )}
        </>
      ) : null}
    </main>
  );
}

export default observer(RegistrationPage);
