import { DATA_REQUEST_CODE, type DataRequestCode } from '../journeys/codes';
/**
 * A person's request to delete their personal data (PIPL art. 47): the school decides; an approved
 * request anonymises every registration of the account that has no payment in flight.
 */
export type DataRequestStatus = DataRequestCode;

export const DATA_REQUEST_TEXT: Record<DataRequestStatus, string> = {
  [DATA_REQUEST_CODE.open]: '待学校处理',
  [DATA_REQUEST_CODE.done]: '已删除',
  [DATA_REQUEST_CODE.refused]: '未通过',
};

/** Only an open request is decided, once. */
export const decidable = (status: number): boolean => status === DATA_REQUEST_CODE.open;

/** One open request at a time: a second one while the first is open is refused with this. */
export const REQUEST_OPEN_MSG = '您已提交删除申请，请等待学校处理';
export const NOT_DECIDABLE_MSG = '该申请已处理';
/** An old notice version cannot be accepted: the person must read the current one. */
export const NOTICE_CHANGED_MSG = '告知内容已更新，请重新阅读';
