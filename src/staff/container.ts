import { Container } from 'inversify';
import { StaffAccountsApiGateway } from '@adapters/api/staff-accounts-gateway';
import { StaffApiGateway } from '@adapters/api/staff-gateway';
import { StaffBoardGateway } from '@adapters/api/staff-board-gateway';
import { SchoolSettingsApiGateway } from '@adapters/api/school-settings-gateway';
import { AxiosHttp } from '@adapters/http/axios-http';
import { SignInPlace } from '@adapters/http/login-redirect';
import { SystemClock } from '@adapters/clock/system-clock';
import { WindowNavigation } from '@adapters/navigation/window-navigation';
import {
  StaffSession,
  type TokenStore,
  sessionTokenStore,
  STAFF_ME_KEY,
} from '@adapters/session/staff-session';
import { BoardGateway } from '@domain/checkin-desk/board-gateway';
import { AppConfig } from '@domain/ports/app-config';
import { Clock } from '@domain/ports/clock';
import { HttpPort } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import { Session } from '@domain/ports/session';
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
import { CorrectionsApiGateway } from '@adapters/api/corrections-gateway';
import { CorrectionsGateway } from '@domain/staff/corrections-gateway';
import { LotteryApiGateway } from '@adapters/api/lottery-gateway';
import { LotteryGateway } from '@domain/staff/lottery-gateway';

/** Where the staff app's calls go and where its session lives (tests pass memory stores and a base). */
export interface StaffWiring {
  /** '' in the app (same origin); an absolute base in tests. */
  baseUrl?: string;
  /** The staff token (`zs:staff-token` in localStorage, shared by the tabs; the server limits the session). */
  tokens?: TokenStore;
  /** The last 我是谁 (`zs:staff-me`): a desk that starts again with no network. */
  lastMe?: TokenStore;
}

/** The staff app's AppConfig: its calls go to its own origin (or the tests' base); no platform bases. */
function staffConfig(baseUrl: string): AppConfig {
  const b = baseUrl;
  return {
    baseUrl: b,
    appId: '',
    environment: '',
    openVConsole: false,
    manually: 'none',
    ysCry: null,
    bases: {
      gateway: b,
      upload: b,
      dynamicForm: b,
      evaluation: b,
      workflow: b,
      formEditor: b,
      mobileBase: b,
      origin: b,
      h5Base: b,
    },
  };
}

/**
 * The staff app's composition root: its own container, the shared HTTP port (AxiosHttp) over the
 * staff Session, every staff gateway over that port, and the one session view model.
 */
export function createStaffContainer(w: StaffWiring = {}): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  const session = new StaffSession(
    w.tokens ?? sessionTokenStore(),
    w.lastMe ?? sessionTokenStore(STAFF_ME_KEY),
  );
  c.bind(AppConfig).toConstantValue(staffConfig(w.baseUrl ?? ''));
  c.bind(Session).toConstantValue(session);
  c.bind(Clock).toConstantValue(new SystemClock());
  c.bind(Navigation).toConstantValue(new WindowNavigation());
  // The designer's preview renders the student form, whose upload and signature fields toast.
  c.bind(Notifier).toConstantValue(new ToastNotifier());
  // A 401 leaves nobody for another page: the Session's logout shows 登录 (below).
  c.bind<SignInPlace>(SignInPlace).toConstantValue(() => null);
  c.bind(HttpPort).to(AxiosHttp).inSingletonScope();
  const http = c.get<HttpPort>(HttpPort);

  const gateway = new StaffApiGateway(http, session);
  const board = new StaffBoardGateway({
    baseURL: w.baseUrl ?? '',
    http,
    tokens: { get: () => session.token(), set: (t) => session.setToken(t) },
  });
  c.bind(StaffGateway).toConstantValue(gateway);
  c.bind(BoardGateway).toConstantValue(board);
  c.bind(SchoolSettingsGateway).toConstantValue(new SchoolSettingsApiGateway(http));
  c.bind(StaffAccountsGateway).toConstantValue(new StaffAccountsApiGateway(http));
  c.bind(StaffSessionVm).toSelf().inSingletonScope();
  deskBindings(c, http);
  rosterBindings(c, http);
  noticeBindings(c, http);
  c.bind(PlanSetupGateway).toConstantValue(new PlanSetupApiGateway(http));
  c.bind(ActivitiesGateway).toConstantValue(new StaffActivitiesGateway(http));
  c.bind(CheckinSettingsGateway).toConstantValue(new CheckinSettingsApiGateway(http));
  c.bind(CheckinExportsGateway).toConstantValue(new CheckinExportsApiGateway(http));
  c.bind(CmsGateway).toConstantValue(new StaffCmsGateway(http));
  c.bind(FormDesignGateway).toConstantValue(new FormDesignApiGateway(http));
  c.bind(CorrectionsGateway).toConstantValue(new CorrectionsApiGateway(http));
  c.bind(LotteryGateway).toConstantValue(new LotteryApiGateway(http));
  // A 401 from the server ends the session: back to 登录.
  session.onSignedOut = () => c.get(StaffSessionVm).signedOut();
  board.onSignedOut = () => c.get(StaffSessionVm).signedOut();
  return c;
}
