import type { HttpPort } from '@domain/ports/http';
import { staffCall, staffDownload } from './staff-call';
import * as A from '@contract/checkin-settings';
import * as E from '@contract/checkin-exports';
import type {
  CheckinExportFilter,
  CheckinExportsGateway,
  CheckinSettings,
  CheckinSettingsGateway,
  CheckinSettingsSave,
} from '@domain/staff/checkin-settings';

/** 报到设置 over the staff session (auth, envelope and 401 handling are StaffApiGateway's). */
export class CheckinSettingsApiGateway implements CheckinSettingsGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  settings() {
    return staffCall(this.#http, A.getCheckinSettings) as Promise<CheckinSettings>;
  }
  save(input: CheckinSettingsSave) {
    return staffCall(this.#http, A.saveCheckinSettingsEndpoint, input) as Promise<CheckinSettings>;
  }
}

/** The check-in exports: files downloaded with the staff session. */
export class CheckinExportsApiGateway implements CheckinExportsGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  #body(f: CheckinExportFilter): E.CheckinExportRequest {
    return {
      ...(f.majorId ? { majorId: f.majorId } : {}),
      ...(f.className ? { className: f.className } : {}),
      ...(f.unmask ? { unmask: true } : {}),
    };
  }
  xlsx(f: CheckinExportFilter) {
    return staffDownload(this.#http, E.xlsx, this.#body(f), '报到数据.xlsx');
  }
  photos(f: CheckinExportFilter) {
    return staffDownload(this.#http, E.photos, this.#body(f), '人脸照片.zip');
  }
}
