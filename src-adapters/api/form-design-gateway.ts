import { planSetupApi as A } from '@contract/api/plan-setup';
import type { HttpPort } from '@domain/ports/http';
import { staffCall } from './staff-call';
import type { RequestOf } from '@contract/api/request-of';
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
    const body = { ...d, ...(templateId ? { templateId } : {}) } as RequestOf<typeof A.saveDraft>;
    return staffCall(this.#http, A.saveDraft, body);
  }
  publish(templateId: string) {
    return staffCall(this.#http, A.publish, { templateId });
  }
}
