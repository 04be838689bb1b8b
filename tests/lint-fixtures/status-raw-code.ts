// Issue 23: raw status codes compared with status-like names (lines 2–8 and the case on line 11).
export const a = (r: { fee_status: number }) => r.fee_status === 3;
export const b = (r: { reviewStatus: number }) => r.reviewStatus !== 2;
export const c = (r: { admissionStatus: number }) => 1 === r.admissionStatus;
export const d = (status: number) => status == 0;
export const e = (r: { feeCode: number }) => r.feeCode >= 4;
export const f = (r: { admissionStatus: number }) => [2, 3].includes(r.admissionStatus);
export const g = (eq: (a: unknown, b: number) => boolean, t: { photoStatus: number }) => eq(t.photoStatus, 1);
export const h = (r: { voucherStatus: number }) => {
  switch (r.voucherStatus) {
    case 2:
      return true;
    default:
      return false;
  }
};
