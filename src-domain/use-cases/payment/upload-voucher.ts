import type {
  ApplicationFile,
  ApplicationsGateway,
  FeeCode,
  UploadFile,
  VoucherCode,
} from '../../ports/applications-gateway';
import { type Outcome, outcomeOf } from '../outcome';

export interface UploadedVoucher {
  files: ApplicationFile[];
  voucherStatus: VoucherCode;
  feeStatus: FeeCode;
}

/** Refused without a call: no file chosen. */
export const VOUCHER_FILES_REQUIRED = '请选择缴费凭证';

/**
 * 上传缴费凭证: the files are uploaded (each with its progress), then submitted for the school's
 * review. A repeat of the same files is the same submission (idempotency key from the file ids).
 * A refused upload or submission is `refused` with the error catalogue's sentence.
 */
export function uploadVoucher(
  gateway: ApplicationsGateway,
  registrationId: string,
  files: UploadFile[],
  onProgress: (file: UploadFile, percent: number) => void = () => {},
): Promise<Outcome<UploadedVoucher>> {
  if (!files.length) return Promise.resolve({ kind: 'refused', message: VOUCHER_FILES_REQUIRED });
  return outcomeOf(async () => {
    const refs = await gateway.uploadFiles(files, (f, p) =>
      onProgress(f, Math.round(Math.min(100, Math.max(0, p)))),
    );
    const res = await gateway.submitVoucher(
      registrationId,
      refs,
      `voucher-${registrationId}-${refs.map((r) => r.fileId).join('.')}`,
    );
    return { files: refs, ...res };
  });
}
