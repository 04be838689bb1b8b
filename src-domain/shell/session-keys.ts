/** Spec section 3: the client session's local-storage keys. */
export const LOCAL_KEYS = {
  accesstoken: 'accesstoken',
  userInfo: 'userInfo',
  publicUserInfo: 'publicUserInfo',
  userName: 'userName',
  tenantId: 'tenantId',
  searchResult: 'searchResult',
  baseModal: 'baseModal',
  ysCry: 'ysCry',
} as const;

/** Spec section 3: kept in session storage. */
export const SESSION_KEYS = {
  teacherId: 'teacherId',
  tempData: 'tempData',
} as const;
