import type { HttpPort } from '@domain/ports/http';
import { staffCall, staffUpload } from './staff-call';
import * as A from '@contract/school-settings';
import type { IntegrationTarget, SchoolSettingsGateway, SettingsSave } from '@domain/staff/school-settings';

/** 学校设置 over the staff session (auth, envelope and 401 handling are StaffApiGateway's). */
export class SchoolSettingsApiGateway implements SchoolSettingsGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  settings() {
    return staffCall(this.#http, A.getSettings);
  }
  /** Empty secret fields are left out: the server keeps what it has. */
  save(input: SettingsSave) {
    const body: SettingsSave = { ...input };
    if (input.integrations) {
      const { wechat, wxpay, sms } = input.integrations;
      const typed = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
      body.integrations = {
        sms,
        wechat: { ...wechat, appSecret: typed(wechat.appSecret) },
        wxpay: {
          ...wxpay,
          apiV3Key: typed(wxpay.apiV3Key),
          privateKey: typed(wxpay.privateKey),
          platformKey: typed(wxpay.platformKey),
        },
      };
    }
    return staffCall(this.#http, A.saveSettingsEndpoint, body);
  }
  testConnection(target: IntegrationTarget) {
    return staffCall(this.#http, A.testIntegration, { target });
  }
  uploadAsset(file: Blob, name: string) {
    return staffUpload(this.#http, A.uploadAsset, file, name);
  }
}
