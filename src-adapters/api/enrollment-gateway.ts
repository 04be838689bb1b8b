import { inject, injectable } from 'inversify';
import { enrollmentApi } from '@contract/api/enrollment';
import { tempConfigQuery } from '@contract/api/other';
import type { ApiRoute } from '@contract/endpoint';
import { HttpPort } from '@domain/ports/http';
import type { EnrollmentGateway, AnswerMap } from '@domain/use-cases/admissions/enrollment-gateway';

/** The admissions use cases' calls over the HTTP port (the screens render their own errors: silent). */
@injectable()
export class HttpEnrollmentGateway implements EnrollmentGateway {
  readonly #http: HttpPort;
  constructor(@inject(HttpPort) http: HttpPort) {
    this.#http = http;
  }

  async #call<Req, Res>(route: ApiRoute<Req, Res>, data: Req, key?: string): Promise<Res> {
    const res = await this.#http.request<Res>({
      method: route.method,
      url: route.path,
      data,
      notToken: route.access === 'public',
      silent: true,
      ...(key ? { idempotencyKey: key } : {}),
    });
    return res.data;
  }

  registerStudent(planId: string, answers: AnswerMap, key: string) {
    return this.#call(enrollmentApi.registerStudent, { planId, answers: answers as never }, key);
  }
  updateRegistration(registrationId: string, answers: AnswerMap, key: string) {
    return this.#call(enrollmentApi.updateUserDetail, { registrationId, answers: answers as never }, key);
  }
  promise() {
    return this.#call(enrollmentApi.schoolPromiseConfig, {});
  }
  acceptPromise(planId: string) {
    return this.#call(enrollmentApi.acceptPromise, { planId });
  }
  async servicePhone() {
    return (await this.#call(tempConfigQuery, {})).servicePhone;
  }
  async myRegisteredPlans() {
    return (await this.#call(enrollmentApi.getUserDetail, {})).map((r) => r.planId);
  }
  async checkDuplicate(planId: string, idNumber: string) {
    return (await this.#call(enrollmentApi.checkDuplicate, { planId, idNumber })).registered;
  }
  activities(pageNo: number, pageSize: number) {
    return this.#call(enrollmentApi.activityList, { pageNo, pageSize });
  }
  signUpActivity(input: { activityId: string; name: string; phone: string; remark?: string }, key: string) {
    return this.#call(enrollmentApi.regActivity, input, key);
  }
  mySignups() {
    return this.#call(enrollmentApi.mySignups, {});
  }
  cancelActivity(activityId: string, key: string) {
    return this.#call(enrollmentApi.cancelActivity, { activityId }, key);
  }
}
