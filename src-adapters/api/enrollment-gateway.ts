import { inject, injectable, optional } from 'inversify';
import * as enrollmentApi from '@contract/enrollment';
import { citiesTree, tempConfigQuery } from '@contract/other';
import type { Endpoint } from '@contract/endpoint';
import { HttpPort } from '@domain/ports/http';
import { ImageEncoder } from '@domain/ports/image-encoder';
import type { UploadFile, UploadProgressReport } from '@domain/ports/applications-gateway';
import type { SavedRegistration, TemplateField } from '@domain/use-cases/admissions/registration-form';
import { reviewState } from '@domain/journeys';
import type { EnrollmentGateway, AnswerMap } from '@domain/use-cases/admissions/enrollment-gateway';
import { type In, type Out } from './call';
import { uploadFiles } from './upload-files';

/** A plan's form; with a registration, the version that registration was submitted on. */
const formOf = (planId: string, registrationId?: string | null) =>
  registrationId ? { planId, registrationId } : { planId };

/** The admissions use cases' calls over the HTTP port (the screens render their own errors: silent). */
@injectable()
export class HttpEnrollmentGateway implements EnrollmentGateway {
  readonly #http: HttpPort;
  readonly #encoder: ImageEncoder | null;
  constructor(@inject(HttpPort) http: HttpPort, @inject(ImageEncoder) @optional() encoder?: ImageEncoder) {
    this.#http = http;
    this.#encoder = encoder ?? null;
  }

  async #call<E extends Endpoint>(route: E, data: In<E>, key?: string): Promise<Out<E>> {
    const res = await this.#http.request<Out<E>>({
      method: route.method,
      url: route.path,
      data,
      notToken: route.access === 'public',
      silent: true,
      ...(key ? { idempotencyKey: key } : {}),
    });
    return res.data;
  }

  // The contract's shapes are the domain's (checked by the compiler here, the only place they meet).
  planDetail(planId: string) {
    return this.#call(enrollmentApi.getPlanDetail, { planId });
  }
  planLimit(planId: string) {
    return this.#call(enrollmentApi.judgeUpperLimit, { planId });
  }
  async formTemplate(planId: string, registrationId?: string | null): Promise<TemplateField[]> {
    return (await this.#call(enrollmentApi.getTemplate, formOf(planId, registrationId))).fields;
  }
  fieldLogic(planId: string, registrationId?: string | null) {
    return this.#call(enrollmentApi.fieldLogicList, formOf(planId, registrationId));
  }
  async savedRegistration(registrationId: string): Promise<SavedRegistration | null> {
    const [reg] = await this.#call(enrollmentApi.getUserDetail, { registrationId });
    if (!reg) return null;
    const rejected = reviewState(reg.reviewStatus) === 'rejected';
    // 已驳回 without a stated reason still says so at the top of the form.
    return { answers: reg.answers, rejectReason: rejected ? reg.rejectReason || '未说明' : null };
  }
  uploadFiles(files: UploadFile[], onProgress: UploadProgressReport) {
    return uploadFiles(this.#http, this.#encoder, files, onProgress);
  }
  registerStudent(planId: string, answers: AnswerMap, key: string) {
    return this.#call(enrollmentApi.registerStudent, { planId, answers: answers as never }, key);
  }
  updateRegistration(registrationId: string, answers: AnswerMap, key: string) {
    return this.#call(enrollmentApi.updateUserDetail, { registrationId, answers: answers as never }, key);
  }
  regions() {
    return this.#call(citiesTree, {});
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
  activityOffer(activityId: string) {
    return this.#call(enrollmentApi.activityOffer, { activityId });
  }
}
