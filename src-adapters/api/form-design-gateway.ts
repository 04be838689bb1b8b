import { citiesTree } from '@contract/other';
import * as A from '@contract/plan-setup';
import type { RegionDivision } from '@domain/forms/region';
import { call, type In } from './call';
import type { HttpPort } from '@domain/ports/http';
import { staffCall } from './staff-call';
import type { FormDesignGateway, FormDesignInput } from '@domain/staff/plan-setup-gateway';

/** 报名表设计 through the staff session and envelope of the staff gateway. */
export class FormDesignApiGateway implements FormDesignGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  list() {
    return staffCall(this.#http, A.forms);
  }
  get(templateId: string) {
    return staffCall(this.#http, A.form, { templateId });
  }
  saveDraft(templateId: string | null, d: FormDesignInput) {
    // The designer's field shapes are the domain's; the server parses them with the contract.
    const body = { ...d, ...(templateId ? { templateId } : {}) } as In<typeof A.saveDraft>;
    return staffCall(this.#http, A.saveDraft, body);
  }
  /** The region tree (省/市/区) for a region field in the preview: the student app's public endpoint. */
  async regions(): Promise<RegionDivision[]> {
    return (await call(this.#http, citiesTree)) as RegionDivision[];
  }
  publish(templateId: string) {
    return staffCall(this.#http, A.publish, { templateId });
  }
  movePlans(templateId: string, version: number, planIds: string[]) {
    return staffCall(this.#http, A.movePlans, { templateId, version, planIds });
  }
}
