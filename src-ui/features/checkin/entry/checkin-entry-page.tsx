import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { CheckinWelcome } from '@ui/app/checkin-welcome';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { CheckinEntryVm } from './checkin-entry.vm';
import { REPORT_TEXT } from '@domain/use-cases/checkin/report-in';
import { SchoolContact } from '../done/school-contact';
import { CHECKIN_ROUTES } from '../shared/checkin-routes';
import { TextField } from '../shared/text-field';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

/** /orientation/homepage/checkin: report in. Entering it clears welcomeId (the route guard does). */
function CheckinEntryPage() {
  const vm = useViewModel(CheckinEntryVm);
  const [, navigate] = useLocation();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await vm.submit()) navigate(CHECKIN_ROUTES.home);
  };
  return (
    <div className="ui-page">
      <PageHeader />
      <main>
        <CheckinWelcome />
        <form className="ui-card" onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label="姓名"
            required
            value={vm.name}
            onChange={vm.setName}
            placeholder="请输入姓名"
            error={vm.nameError}
            maxLength={30}
            autoComplete="name"
          />
          <TextField
            label="身份证号"
            required
            value={vm.idNumber}
            onChange={vm.setIdNumber}
            placeholder="请输入18位身份证号"
            error={vm.idError}
            maxLength={18}
            idKeyboard
          />
          <TextField
            label="准考证号（选填）"
            value={vm.ticketNo}
            onChange={vm.setTicketNo}
            placeholder="请输入准考证号"
            maxLength={30}
          />
          {vm.error ? (
            <p role="alert" className="ui-error">
              {vm.error}
            </p>
          ) : null}
          {vm.error === REPORT_TEXT.unknown ? <SchoolContact lead="信息无误仍查不到，请联系学校" /> : null}
          <Button
            type="submit"
            block
            color="primary"
            size="large"
            loading={vm.submitting}
            className="ui-mt-20"
          >
            立即报到
          </Button>
          <p className="ui-muted ck-entry-note">身份证号最后一位为 X 的，大小写均可。</p>
        </form>
      </main>
    </div>
  );
}

export default observer(CheckinEntryPage);
