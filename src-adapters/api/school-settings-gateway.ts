import type * as C from '@contract/school-settings';
import type { SchoolSettingsGateway, SettingsSave } from '@domain/staff/school-settings';
import type { StaffApiGateway } from './staff-gateway';

/** contract/school-settings.ts's paths, written here so the bundle does not pull zod in. */
const P = {
  get: '/staff-api/settings/get',
  save: '/staff-api/settings/save',
  upload: '/staff-api/files/upload',
} as const satisfies typeof C.schoolSettingsPaths;

/** 学校设置 over the staff session (auth, envelope and 401 handling are StaffApiGateway's). */
export class SchoolSettingsApiGateway implements SchoolSettingsGateway {
  readonly #staff: Pick<StaffApiGateway, 'call' | 'upload'>;
  constructor(staff: Pick<StaffApiGateway, 'call' | 'upload'>) {
    this.#staff = staff;
  }
  settings() {
    return this.#staff.call<C.SchoolSettingsView>(P.get);
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
        wxpay: { ...wxpay, apiV3Key: typed(wxpay.apiV3Key), privateKey: typed(wxpay.privateKey) },
      };
    }
    return this.#staff.call<C.SchoolSettingsView>(P.save, body);
  }
  uploadAsset(file: Blob, name: string) {
    return this.#staff.upload<C.UploadedAsset>(P.upload, file, name);
  }
}
