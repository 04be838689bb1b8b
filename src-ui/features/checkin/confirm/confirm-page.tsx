import Button from 'antd-mobile/es/components/button';
import { REPORT_WINDOW_PENDING, reportWindowOf } from '@domain/journeys/report-window';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { DynamicForm, type DynamicFormHandle } from '@ui/kit/dynamic-form';
import { useViewModel } from '@ui/di';
import { ArrivalPlan } from './arrival-plan';
import { CHECKIN_ROUTES } from '../shared/checkin-routes';
import { CONFIRM_TEXT, ConfirmVm } from './confirm.vm';
import { LoadedPage } from '@ui/kit/load-state/loaded-page';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

/** /orientation/checkin/confirm: check and complete one's details, then confirm them. */
function ConfirmInfoPage() {
  const vm = useViewModel(ConfirmVm);
  const form = useRef<DynamicFormHandle>(null);
  const [, navigate] = useLocation();

  const onSubmit = async () => {
    const ok = await vm.submit(() => form.current?.validate() ?? []);
    if (ok) navigate(CHECKIN_ROUTES.home);
    else form.current?.scrollToFirstError();
  };

  return (
    <LoadedPage vm={vm} tall>
      {() => (
        <>
          <p className="ui-muted ck-confirm-note">
            {vm.confirmed
              ? vm.editable
                ? '你已确认过信息，如有变化可修改后再次提交。'
                : '你已确认信息，学校设置为确认后不可修改。'
              : '请核对以下信息，补充完整后提交确认。灰色项如有错误请联系学校。'}
          </p>
          {vm.restored ? (
            <p role="status" className="ck-confirm-saved">
              {CONFIRM_TEXT.restored}
            </p>
          ) : null}
          <DynamicForm
            ref={form}
            fields={vm.fields}
            values={vm.values}
            options={vm.options}
            onChange={(k, v) => vm.change(k, v)}
          />
          <div className="ck-confirm-actions">
            {vm.submitError ? (
              <p role="alert" className="ui-error ck-confirm-error">
                {vm.submitError}
              </p>
            ) : null}
            {vm.editable ? (
              <Button
                block
                color="primary"
                size="large"
                loading={vm.submitting}
                onClick={() => void onSubmit()}
              >
                {vm.confirmed ? '保存修改' : '确认信息无误并提交'}
              </Button>
            ) : (
              <Button block size="large" onClick={() => navigate(CHECKIN_ROUTES.home)}>
                返回报到首页
              </Button>
            )}
          </div>
          {/* The arrival plan is asked once the details are confirmed and the school set a reporting window; without one the student reads 报到时间待学校通知. */}
          {vm.confirmed && vm.setting && reportWindowOf(vm.setting) ? (
            <ArrivalPlan setting={vm.setting} />
          ) : vm.confirmed ? (
            <p className="ui-muted ck-arrival-lead" role="status">
              {`报到时间：${REPORT_WINDOW_PENDING}`}
            </p>
          ) : null}
        </>
      )}
    </LoadedPage>
  );
}

export default observer(ConfirmInfoPage);
