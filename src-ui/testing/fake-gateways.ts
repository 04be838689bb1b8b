import type { Container } from 'inversify';
import { AdmissionsGateway } from '@domain/ports/admissions-gateway';
import {
  ApplicationsGateway,
  type ApplicationFile,
  type UploadFile,
} from '@domain/ports/applications-gateway';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { EnrollmentGateway } from '@domain/use-cases/admissions/enrollment-gateway';
import { FakePort } from './fake-port';

/** A stored file as a fake upload answers it. */
export const storedFile = (
  f: { name?: string; size: number; type: string },
  id: string,
): ApplicationFile => ({
  fileId: id,
  name: f.name ?? id,
  size: f.size,
  type: f.type,
  url: `/fileapi/files/${id}`,
});

/** Uploads each file at once (progress 100), numbered by the upload call. */
function fakeUpload() {
  let n = 0;
  return async (files: UploadFile[], onProgress: (f: UploadFile, p: number) => void) => {
    n += 1;
    return files.map((f, i) => {
      onProgress(f, 100);
      return storedFile(f, `F${n}-${i}`);
    });
  };
}

/**
 * The gateway ports the admissions and check-in screens' use cases call, scripted per test (the
 * wire format is the adapters' business: tests/adapters checks it).
 */
export class FakeGateways {
  readonly admissions = new FakePort<AdmissionsGateway>('admissions');
  readonly enrollment = new FakePort<EnrollmentGateway>('enrollment');
  readonly applications = new FakePort<ApplicationsGateway>('applications');
  readonly checkin = new FakePort<CheckinGateway>('checkin');

  constructor() {
    this.enrollment.on('uploadFiles', fakeUpload());
    this.applications.on('uploadFiles', fakeUpload());
  }

  /** The files sent by every upload call of the registration form and 我的报名. */
  get uploads(): UploadFile[][] {
    return [...this.enrollment.calledWith('uploadFiles'), ...this.applications.calledWith('uploadFiles')].map(
      ([files]) => files,
    );
  }

  bind(c: Container): void {
    c.bind(AdmissionsGateway).toConstantValue(this.admissions.port);
    c.bind(EnrollmentGateway).toConstantValue(this.enrollment.port);
    c.bind(ApplicationsGateway).toConstantValue(this.applications.port);
    c.bind(CheckinGateway).toConstantValue(this.checkin.port);
  }
}

/** New fake gateways, scripted by `script` (e.g. `gateways((g) => g.admissions.on('planPage', …))`). */
export function gateways(script: (g: FakeGateways) => unknown = () => {}): FakeGateways {
  const g = new FakeGateways();
  script(g);
  return g;
}
