/** The stored userInfo of spec section 3, merged with partial updates. */
export interface UserInfo {
  tenantId?: string;
  orgId?: string;
  userInfoId?: string;
  openAccountId?: string;
  trueName?: string;
  /** The new student's welcome/check-in record, set by welcome/report. */
  welcomeId?: string;
  [key: string]: unknown;
}
