/** Shown under an empty name field (report-in, result look-up, activity sign-up). */
export const NAME_REQUIRED = '请输入姓名';
