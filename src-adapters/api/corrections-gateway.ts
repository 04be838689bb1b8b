import * as A from '@contract/corrections';
import { citiesTree } from '@contract/other';
import type { RegionDivision } from '@domain/forms/region';
import { call } from './call';
import type { HttpPort } from '@domain/ports/http';
import type { CorrectionForm, CorrectionsGateway } from '@domain/staff/corrections-gateway';
import { staffCall } from './staff-call';

/** 更正 over the staff session and envelope (contract/corrections.ts). */
export class CorrectionsApiGateway implements CorrectionsGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  registrationForm(registrationId: string) {
    // The wire's field shapes are the domain's template fields (the parent's form reads the same).
    return staffCall(this.#http, A.registrationForm, { registrationId }) as Promise<CorrectionForm>;
  }
  correctRegistration(input: Parameters<CorrectionsGateway['correctRegistration']>[0]) {
    return staffCall(this.#http, A.correctRegistration, input as A.CorrectionRequest);
  }
  correctIdNumber(welcomeId: string, idNumber: string, reason: string) {
    return staffCall(this.#http, A.correctIdNumber, { welcomeId, idNumber, reason });
  }
  removeStudent(welcomeId: string, reason: string) {
    return staffCall(this.#http, A.removeStudent, { welcomeId, reason });
  }
  removedStudents() {
    return staffCall(this.#http, A.removedStudents);
  }
  async restoreStudent(welcomeId: string) {
    await staffCall(this.#http, A.restoreStudent, { welcomeId });
  }
  async regions(): Promise<RegionDivision[]> {
    return (await call(this.#http, citiesTree)) as RegionDivision[];
  }
}
