import { inject, injectable, optional } from 'inversify';
import { enrollmentApi, type FileRef } from '@contract/api/enrollment';
import { paymentApi } from '@contract/api/payment';
import { logout } from '@contract/api/startup';
import type { ApplicationFile, ApplicationsGateway, UploadFile } from '@domain/ports/applications-gateway';
import { HttpPort } from '@domain/ports/http';
import { ImageEncoder } from '@domain/ports/image-encoder';
import { call as send } from './call';

// 我的报名 renders failures itself: no catalogue toast.
const SILENT = { silent: true } as const;
const COMPRESSIBLE = /^image\/(jpeg|png|webp|heic|heif)$/i;

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

  uploadFiles: ApplicationsGateway['uploadFiles'] = async (files, onProgress) => {
    // Photos are compressed to ≤150 KB before upload (spec section 9); anything else goes as it is.
    const prepared = await Promise.all(files.map((f) => this.#prepare(f)));
    const res = await this.#http.upload<FileRef>({
      url: '/upload',
      files: prepared,
      onProgress: (i, fraction) => onProgress(files[i]!, fraction * 100),
    });
    return res.map((r): ApplicationFile => r.data);
  };

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

  async #prepare(file: UploadFile): Promise<UploadFile> {
    if (!this.#encoder || !COMPRESSIBLE.test(file.type)) return file;
    try {
      // Loaded on the first photo upload: the quality search stays out of the first screen's bundle.
      const { compressImage } = await import('@domain/photo/compress');
      const r = await compressImage(this.#encoder, file);
      if (r.bytes >= file.size) return file;
      const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
      return new File([r.blob], name, { type: 'image/jpeg' });
    } catch {
      return file;
    }
  }
}
