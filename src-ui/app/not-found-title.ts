export const NOT_FOUND_TITLE = '页面不存在';
