import { inject, injectable, optional } from 'inversify';
import * as enrollmentApi from '@contract/enrollment';
import * as paymentApi from '@contract/payment';
import * as lotteryUserApi from '@contract/lottery';
import { logout } from '@contract/startup';
import type { ApplicationsGateway } from '@domain/ports/applications-gateway';
import { HttpPort } from '@domain/ports/http';
import { ImageEncoder } from '@domain/ports/image-encoder';
import { call as send } from './call';
import { uploadFiles } from './upload-files';

// 我的报名 renders failures itself: no catalogue toast.
const SILENT = { silent: true } as const;

/** 我的报名 over HTTP: the enrollment and payment routes of spec section 7. */
@injectable()
export class HttpApplicationsGateway implements ApplicationsGateway {
  readonly #http: HttpPort;
  readonly #encoder: ImageEncoder | null;
  constructor(@inject(HttpPort) http: HttpPort, @inject(ImageEncoder) @optional() encoder?: ImageEncoder) {
    this.#http = http;
    this.#encoder = encoder ?? null;
  }

  list: ApplicationsGateway['list'] = () => send(this.#http, enrollmentApi.getUserDetail, {}, SILENT);

  // A tap's failure (e.g. the deadline passed) is shown by the catalogue (toast): not silent.
  answerSeat: NonNullable<ApplicationsGateway['answerSeat']> = async (registrationId, answer) => {
    const route = answer === 'confirm' ? lotteryUserApi.confirmSeat : lotteryUserApi.declineSeat;
    await send(this.#http, route, { registrationId });
  };

  rejectReason: ApplicationsGateway['rejectReason'] = async (registrationId) => {
    const r = await send(this.#http, enrollmentApi.judgeReject, { registrationId }, SILENT);
    return r.rejected ? r.reason : null;
  };

  payState: ApplicationsGateway['payState'] = async (registrationId) => {
    const r = await send(this.#http, enrollmentApi.judgePay, { registrationId }, SILENT);
    return { feeStatus: r.feeStatus, orderNo: r.orderNo };
  };

  // A tap's failure is shown by the catalogue (toast): not silent.
  openOrder: ApplicationsGateway['openOrder'] = async (registrationId, tradeType, idempotencyKey) => {
    const o = await send(
      this.#http,
      paymentApi.unifiedOrder,
      { registrationId, tradeType },
      { idempotencyKey },
    );
    return {
      orderNo: o.orderNo,
      amount: o.amount,
      feeStatus: o.feeStatus,
      payString: o.payString,
      h5Url: o.h5Url,
      reused: o.reused,
    };
  };

  queryOrder: ApplicationsGateway['queryOrder'] = async (orderNo) => {
    const o = await send(this.#http, paymentApi.queryOrder, { orderNo }, SILENT);
    return { orderNo: o.orderNo, registrationId: o.registrationId, status: o.status, feeStatus: o.feeStatus };
  };

  uploadFiles: ApplicationsGateway['uploadFiles'] = (files, onProgress) =>
    uploadFiles(this.#http, this.#encoder, files, onProgress);

  submitVoucher: ApplicationsGateway['submitVoucher'] = async (registrationId, files, idempotencyKey) => {
    const r = await send(
      this.#http,
      enrollmentApi.mobilePaymentVoucher,
      { registrationId, files },
      { idempotencyKey },
    );
    return { voucherStatus: r.voucherStatus, feeStatus: r.feeStatus };
  };

  logout: ApplicationsGateway['logout'] = async () => {
    await send(this.#http, logout, {}, SILENT);
  };
}
