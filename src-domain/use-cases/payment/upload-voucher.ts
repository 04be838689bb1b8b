import type {
  ApplicationFile,
  ApplicationsGateway,
  FeeCode,
  UploadFile,
  VoucherCode,
} from '../../ports/applications-gateway';

export interface UploadedVoucher {
  files: ApplicationFile[];
  voucherStatus: VoucherCode;
  feeStatus: FeeCode;
}

/**
 * 上传缴费凭证: the files are uploaded (each with its progress), then submitted for the school's
 * review. A repeat of the same files is the same submission (idempotency key from the file ids).
 */
export async function uploadVoucher(
  gateway: ApplicationsGateway,
  registrationId: string,
  files: UploadFile[],
  onProgress: (file: UploadFile, percent: number) => void = () => {},
): Promise<UploadedVoucher> {
  if (!files.length) throw new Error('no voucher files');
  const refs = await gateway.uploadFiles(files, (f, p) =>
    onProgress(f, Math.round(Math.min(100, Math.max(0, p)))),
  );
  const res = await gateway.submitVoucher(
    registrationId,
    refs,
    `voucher-${registrationId}-${refs.map((r) => r.fileId).join('.')}`,
  );
  return { files: refs, ...res };
}
