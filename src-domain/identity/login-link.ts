/** What an expired, used or forged login link says on screen (never a network error). */
export const LOGIN_LINK_LOST = '登录链接已失效，请重新进入';
