import type * as C from '@contract/plan-setup';
import type {
  FormDesignGateway,
  FormDesignInput,
  FormDetail,
  FormSummary,
} from '@domain/staff/plan-setup-gateway';
import type { RegionDivision } from '@domain/forms/region';
import type { StaffApiGateway } from './staff-gateway';

/** contract/plan-setup.ts's form paths, written here so the bundle does not pull zod in. */
const P = {
  forms: '/staff-api/forms/list',
  form: '/staff-api/forms/get',
  saveDraft: '/staff-api/forms/save-draft',
  publish: '/staff-api/forms/publish',
} as const satisfies Partial<typeof C.planSetupPaths>;

/** 报名表设计 through the staff session and envelope of the staff gateway. */
export class FormDesignApiGateway implements FormDesignGateway {
  readonly #staff: StaffApiGateway;
  constructor(staff: StaffApiGateway) {
    this.#staff = staff;
  }
  list() {
    return this.#staff.call<FormSummary[]>(P.forms);
  }
  get(templateId: string) {
    return this.#staff.call<FormDetail>(P.form, { templateId });
  }
  saveDraft(templateId: string | null, d: FormDesignInput) {
    return this.#staff.call<{ templateId: string; updatedAt: string }>(P.saveDraft, {
      ...d,
      ...(templateId ? { templateId } : {}),
    });
  }
  /** The region tree (省/市/区) for a region field in the preview; the public endpoint of the student app. */
  regions() {
    return this.#staff.publicGet<RegionDivision[]>('/base/api/cities/tree');
  }
  publish(templateId: string) {
    return this.#staff.call<Awaited<ReturnType<FormDesignGateway['publish']>>>(P.publish, { templateId });
  }
}
