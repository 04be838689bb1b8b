import { inject, injectable } from 'inversify';
import * as other from '@contract/api/other';
import * as wm from '@contract/api/welcome-manage';
import * as w from '@contract/api/welcome';
import type { RequestOf } from '@contract/endpoint';
import { HttpPort } from '@domain/ports/http';
import { call } from '@ui/api/call';

type Req<R> = R extends { readonly types?: { req: infer Q } } ? Q : never;
type Res<R> = R extends { readonly types?: { res: infer S } } ? S : never;

export type ReportResult = Res<typeof w.report>;
export type Enrollment = Res<typeof w.queryEnroll>;
export type NoticeDocument = Res<typeof w.getDocument>;
export type MoreMessage = Res<typeof w.moreMessage>;
export type VerifyProcess = Res<typeof wm.queryVerifyProcess>;
export type StudentDetail = wm.StudentDetail;
export type CheckinSetting = wm.CheckinSetting;
export type CheckinProgress = wm.CheckinProgress;
export type UpdateInfo = Req<typeof wm.updateInfo>;
export type StudentReport = Req<typeof other.studentReport>;
export type Regions = Res<typeof other.citiesTree>;
export type Options = Res<typeof w.nationSelect>;
export type { RequestOf };

export const OPTION_ROUTES = {
  nation: w.nationSelect,
  party: w.partySelect,
  hkType: w.selectHkType,
  dayGoType: w.selectDayGoType,
  stuType: w.selectStuType,
  major: w.majorSelect,
} as const;
export type OptionKey = keyof typeof OPTION_ROUTES;

// Screens render refusals themselves (unknown student, offline pass...): no catalogue toast.
const SILENT = { silent: true } as const;

/** The check-in calls of spec section 7 ("Welcome / check-in", "Welcome management", "Other"). */
@injectable('Transient')
export class CheckinApi {
  readonly #http: HttpPort;
  constructor(@inject(HttpPort) http: HttpPort) {
    this.#http = http;
  }

  report(p: Req<typeof w.report>): Promise<ReportResult> {
    return call(this.#http, w.report, p, SILENT);
  }
  queryEnroll(p: Req<typeof w.queryEnroll>): Promise<Enrollment> {
    return call(this.#http, w.queryEnroll, p, SILENT);
  }
  document(): Promise<NoticeDocument> {
    return call(this.#http, w.getDocument, {}, SILENT);
  }
  moreMessage(): Promise<MoreMessage> {
    return call(this.#http, w.moreMessage, {}, SILENT);
  }
  detail(): Promise<StudentDetail> {
    return call(this.#http, wm.getDetail, {}, SILENT);
  }
  /** 我已阅读: stored on the server, so every device shows the same progress. */
  readNotice(): Promise<Res<typeof wm.readNotice>> {
    return call(this.#http, wm.readNotice, {}, SILENT);
  }
  setting(): Promise<CheckinSetting> {
    return call(this.#http, wm.getSetting, {}, SILENT);
  }
  updateInfo(p: UpdateInfo): Promise<Res<typeof wm.updateInfo>> {
    return call(this.#http, wm.updateInfo, p, SILENT);
  }
  verifyProcess(): Promise<VerifyProcess> {
    return call(this.#http, wm.queryVerifyProcess, {}, SILENT);
  }
  options(key: OptionKey): Promise<Options> {
    return call(this.#http, OPTION_ROUTES[key], {});
  }
  regions(): Promise<Regions> {
    return call(this.#http, other.citiesTree, {});
  }
  studentReport(p: StudentReport): Promise<Res<typeof other.studentReport>> {
    return call(this.#http, other.studentReport, p, SILENT);
  }
}
