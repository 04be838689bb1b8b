import { inject, injectable } from 'inversify';
import * as other from '@contract/other';
import * as wm from '@contract/welcome-manage';
import * as w from '@contract/welcome';
import { AppConfig } from '@domain/ports/app-config';
import type { CheckinGateway, OptionKey, UploadedPhoto } from '@domain/ports/checkin-gateway';
import { HttpPort } from '@domain/ports/http';
import { call } from './call';

const OPTION_ROUTES: Record<OptionKey, typeof w.nationSelect> = {
  nation: w.nationSelect,
  party: w.partySelect,
  hkType: w.selectHkType,
  dayGoType: w.selectDayGoType,
  stuType: w.selectStuType,
  major: w.majorSelect,
};

// Screens render refusals themselves (unknown student, offline pass...): no catalogue toast.
const SILENT = { silent: true } as const;

/** The check-in calls of spec section 7 ("Welcome / check-in", "Welcome management", "Other"). */
@injectable()
export class HttpCheckinGateway implements CheckinGateway {
  readonly #http: HttpPort;
  readonly #config: AppConfig;
  constructor(@inject(HttpPort) http: HttpPort, @inject(AppConfig) config: AppConfig) {
    this.#http = http;
    this.#config = config;
  }

  report: CheckinGateway['report'] = (p) => call(this.#http, w.report, p, SILENT);
  queryEnroll: CheckinGateway['queryEnroll'] = (p) => call(this.#http, w.queryEnroll, p, SILENT);
  document: CheckinGateway['document'] = () => call(this.#http, w.getDocument, {}, SILENT);
  moreMessage: CheckinGateway['moreMessage'] = () => call(this.#http, w.moreMessage, {}, SILENT);
  detail: CheckinGateway['detail'] = () => call(this.#http, wm.getDetail, {}, SILENT);
  readNotice: CheckinGateway['readNotice'] = () => call(this.#http, wm.readNotice, {}, SILENT);
  setting: CheckinGateway['setting'] = () => call(this.#http, wm.getSetting, {}, SILENT);
  updateInfo: CheckinGateway['updateInfo'] = (p) => call(this.#http, wm.updateInfo, p, SILENT);
  verifyProcess: CheckinGateway['verifyProcess'] = () => call(this.#http, wm.queryVerifyProcess, {}, SILENT);
  options: CheckinGateway['options'] = (key) => call(this.#http, OPTION_ROUTES[key], {});
  regions: CheckinGateway['regions'] = () => call(this.#http, other.citiesTree, {});
  studentReport: CheckinGateway['studentReport'] = (p) =>
    call(this.#http, other.studentReport, { companions: 0, ...p }, SILENT);

  /** config/token, then config/uploadPhoto (multipart `file`) with the token. */
  uploadFacePhoto: CheckinGateway['uploadFacePhoto'] = async (photo, onProgress) => {
    const { token } = await call(this.#http, wm.fileToken, {}, SILENT);
    // The port resolves relative upload URLs against the upload base; this call lives under baseUrl.
    const url = new URL(
      this.#config.baseUrl.replace(/\/$/, '') + wm.uploadPhoto.path,
      globalThis.location?.href,
    );
    url.searchParams.set('token', token);
    const [res] = await this.#http.upload<UploadedPhoto>({
      url: url.href,
      files: [new File([photo], 'face.jpg', { type: 'image/jpeg' })],
      onProgress: (_i, f) => onProgress(f),
    });
    return res!.data;
  };
}
