import type * as C from '@contract/checkin-settings';
import type * as X from '@contract/checkin-exports';
import type {
  CheckinExportFilter,
  CheckinExportsGateway,
  CheckinSettings,
  CheckinSettingsGateway,
  CheckinSettingsSave,
} from '@domain/staff/checkin-settings';
import type { StaffApiGateway } from './staff-gateway';

/** contract/checkin-settings.ts and checkin-exports.ts's paths, written here so the bundle does not pull zod in. */
const P = {
  get: '/staff-api/checkin-settings/get',
  save: '/staff-api/checkin-settings/save',
} as const satisfies typeof C.checkinSettingsPaths;
const E = {
  xlsx: '/staff-api/checkin-exports/xlsx',
  photos: '/staff-api/checkin-exports/photos',
} as const satisfies typeof X.checkinExportPaths;

/** 报到设置 over the staff session (auth, envelope and 401 handling are StaffApiGateway's). */
export class CheckinSettingsApiGateway implements CheckinSettingsGateway {
  readonly #staff: Pick<StaffApiGateway, 'call'>;
  constructor(staff: Pick<StaffApiGateway, 'call'>) {
    this.#staff = staff;
  }
  settings() {
    return this.#staff.call<CheckinSettings>(P.get);
  }
  save(input: CheckinSettingsSave) {
    return this.#staff.call<CheckinSettings>(P.save, input);
  }
}

/** The check-in exports: files downloaded with the staff session. */
export class CheckinExportsApiGateway implements CheckinExportsGateway {
  readonly #staff: Pick<StaffApiGateway, 'download'>;
  constructor(staff: Pick<StaffApiGateway, 'download'>) {
    this.#staff = staff;
  }
  #body(f: CheckinExportFilter): X.CheckinExportRequest {
    return {
      ...(f.majorId ? { majorId: f.majorId } : {}),
      ...(f.className ? { className: f.className } : {}),
      ...(f.unmask ? { unmask: true } : {}),
    };
  }
  xlsx(f: CheckinExportFilter) {
    return this.#staff.download(E.xlsx, this.#body(f), '报到数据.xlsx');
  }
  photos(f: CheckinExportFilter) {
    return this.#staff.download(E.photos, this.#body(f), '人脸照片.zip');
  }
}
