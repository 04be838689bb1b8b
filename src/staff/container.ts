import { Container } from 'inversify';
import { StaffAccountsApiGateway } from '@adapters/api/staff-accounts-gateway';
import { StaffApiGateway } from '@adapters/api/staff-gateway';
import { StaffBoardGateway } from '@adapters/api/staff-board-gateway';
import { SchoolSettingsApiGateway } from '@adapters/api/school-settings-gateway';
import { BoardGateway } from '@domain/checkin-desk/board-gateway';
import { StaffAccountsGateway } from '@domain/staff/accounts-gateway';
import { StaffGateway } from '@domain/staff/gateway';
import { SchoolSettingsGateway } from '@domain/staff/school-settings';
import { PlanSetupApiGateway } from '@adapters/api/plan-setup-gateway';
import { PlanSetupGateway } from '@domain/staff/plan-setup-gateway';
import { StaffSessionVm } from '@ui/staff/session.vm';
import { deskBindings } from './desk-bindings';
import { rosterBindings } from './roster-bindings';
import { noticeBindings } from './notice-bindings';
import { StaffActivitiesGateway } from '@adapters/api/staff-activities-gateway';
import { ActivitiesGateway } from '@domain/staff/activities-gateway';
import { CheckinExportsApiGateway, CheckinSettingsApiGateway } from '@adapters/api/checkin-settings-gateway';
import { CheckinExportsGateway, CheckinSettingsGateway } from '@domain/staff/checkin-settings';
import { StaffCmsGateway } from '@adapters/api/staff-cms-gateway';
import { CmsGateway } from '@domain/staff/cms-gateway';
import { FormDesignApiGateway } from '@adapters/api/form-design-gateway';
import { FormDesignGateway } from '@domain/staff/plan-setup-gateway';
import { Notifier } from '@domain/ports/notifier';
import { ToastNotifier } from '@adapters/notifier/toast-notifier';

/** The staff app's composition root: its own container, the staff API adapter and the one session. */
export function createStaffContainer(
  gateway: StaffApiGateway = new StaffApiGateway(),
  board: StaffBoardGateway = new StaffBoardGateway(),
): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(StaffGateway).toConstantValue(gateway);
  c.bind(BoardGateway).toConstantValue(board);
  c.bind(SchoolSettingsGateway).toConstantValue(new SchoolSettingsApiGateway(gateway));
  c.bind(StaffAccountsGateway).toConstantValue(new StaffAccountsApiGateway(gateway));
  c.bind(StaffSessionVm).toSelf().inSingletonScope();
  deskBindings(c, gateway);
  rosterBindings(c, gateway);
  noticeBindings(c, gateway);
  c.bind(PlanSetupGateway).toConstantValue(new PlanSetupApiGateway(gateway));
  c.bind(ActivitiesGateway).toConstantValue(new StaffActivitiesGateway(gateway));
  c.bind(CheckinSettingsGateway).toConstantValue(new CheckinSettingsApiGateway(gateway));
  c.bind(CheckinExportsGateway).toConstantValue(new CheckinExportsApiGateway(gateway));
  c.bind(CmsGateway).toConstantValue(new StaffCmsGateway(gateway));
  c.bind(FormDesignGateway).toConstantValue(new FormDesignApiGateway(gateway));
  // The designer's preview renders the student form, whose upload and signature fields toast.
  c.bind(Notifier).toConstantValue(new ToastNotifier());
  // A 401 from the server ends the session: back to 登录.
  gateway.onSignedOut = () => c.get(StaffSessionVm).signedOut();
  board.onSignedOut = () => c.get(StaffSessionVm).signedOut();
  return c;
}
