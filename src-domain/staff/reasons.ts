/** Ready reasons for the reviews whose templates the school does not edit (vouchers, face photos). */
export const VOUCHER_REASONS: readonly string[] = [
  '凭证不清晰，请重新上传',
  '金额与应缴费用不符',
  '非本人缴费凭证',
];
export const PHOTO_REASONS: readonly string[] = [
  '照片不清晰，请重新拍摄',
  '未露出完整面部，请摘下帽子和眼镜',
  '背景不符合要求，请在纯色背景前拍摄',
];
