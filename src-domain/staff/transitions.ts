/**
 * Whether the server offers `action` on this row to the signed-in staff member (its row's or move's
 * `actions`, computed by role and state in src-domain/journeys): 报名审核, 录取管理, 凭证审核, 缴费订单
 * and 人脸照片 show exactly these, never recomputed here. A row without `actions` (an old server)
 * offers nothing.
 */
export function offers<R extends { actions?: readonly string[] | undefined }>(
  r: R | null | undefined,
  action: NonNullable<R['actions']>[number],
): boolean {
  return r?.actions?.includes(action) ?? false;
}
