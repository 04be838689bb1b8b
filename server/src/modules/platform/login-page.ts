/** Server-rendered pages of the platform login (Chinese, 44 px targets, fit 320 px, no inline script). */
export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CSS =
  '*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:16px;max-width:480px;color:#1a1a1a}' +
  'h1{font-size:20px}label{display:block;margin:12px 0 4px}input{width:100%;min-height:44px;font-size:16px;padding:0 10px;border:1px solid #767676;border-radius:6px}' +
  'button,a.btn{display:block;width:100%;min-height:44px;font-size:16px;margin:12px 0;border-radius:6px;border:1px solid #1558b0;background:#fff;color:#1558b0;text-align:center;line-height:42px;text-decoration:none}' +
  'button.primary{background:#1558b0;color:#fff}.row{display:flex;gap:8px}.row input{flex:1;min-width:0}.row button{width:auto;flex:none;margin:0;padding:0 12px}' +
  '#msg{min-height:24px;color:#b00020}';

export function htmlPage(title: string, body: string, script = false): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${CSS}</style>${script ? '<script src="/platform/login.js" defer></script>' : ''}</head><body><h1>${esc(title)}</h1>${body}</body></html>`;
}

export interface PhoneFormScope {
  tenantId: string;
  orgId: string;
  redirect?: string;
}

/** Phone + SMS code form; the script posts it to `action` and follows the answer's location. */
export function phoneForm(action: string, submit: string, s: PhoneFormScope): string {
  const data = `data-action="${esc(action)}" data-tenant="${esc(s.tenantId)}" data-org="${esc(s.orgId)}" data-redirect="${esc(s.redirect ?? '')}"`;
  return (
    `<form id="sms-form" ${data} novalidate>` +
    '<label for="phone">手机号</label><input id="phone" name="phone" type="tel" inputmode="numeric" autocomplete="tel" maxlength="11" placeholder="请输入手机号" required>' +
    '<label for="code">验证码</label><div class="row"><input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" placeholder="6 位验证码" required>' +
    '<button type="button" id="send">获取验证码</button></div>' +
    '<p id="msg" role="alert" aria-live="polite"></p>' +
    `<button type="submit" class="primary">${esc(submit)}</button></form>`
  );
}

export function consentPage(hidden: Record<string, string>, appName: string): string {
  const fields = Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  const form = (consent: string, label: string, cls = '') =>
    `<form method="get" action="/platform/login">${fields}<button name="consent" value="${consent}"${cls}>${label}</button></form>`;
  return htmlPage(
    '授权登录',
    `<p>${esc(appName)} 申请获取你的昵称、头像。</p>` +
      form('allow', '授权', ' class="primary"') +
      form('deny', '拒绝'),
  );
}
