import type { ReadableCopy } from './readable-copy';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const rows = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('');

const table = (caption: string, pairs: [string, string][]) =>
  `<table><caption>${esc(caption)}</caption><tbody>${rows(pairs)}</tbody></table>`;

const STYLE = `body{margin:0;font:15px/1.6 -apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;color:#1a1a1a;background:#fff}
main{max-width:720px;margin:0 auto;padding:16px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:17px;margin:24px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
p{margin:4px 0;color:#555;font-size:14px}
table{width:100%;border-collapse:collapse;margin:8px 0 16px;table-layout:fixed}
caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{width:7em;background:#f6f6f6;font-weight:normal;color:#444}
.no{font-size:18px;font-weight:600;letter-spacing:.06em}
@media print{main{max-width:none;padding:0}h2{break-after:avoid}table{break-inside:avoid}}`;

/**
 * 我的个人信息 as a page to read, keep or print (浏览器“打印”可另存为 PDF): the same data as the JSON
 * copy, in Chinese, with field labels and status words (issue 23 defect 8).
 */
export function readablePage(c: ReadableCopy): string {
  const regs = c.registrations.length
    ? c.registrations
        .map(
          (r) =>
            `<section><h3>${esc(r.planName)}</h3>` +
            `<p>报名编号 <span class="no">${esc(r.regNo)}</span> · 提交于 ${esc(r.createdAt)}</p>` +
            table('办理状态', r.statuses) +
            table('填写的报名信息', r.answers.length ? r.answers : [['—', '无']]) +
            `</section>`,
        )
        .join('')
    : '<p>没有报名记录。</p>';
  const acts = c.activities.length
    ? c.activities.map((a, i) => table(`活动报名 ${i + 1}`, a)).join('')
    : '<p>没有活动报名。</p>';
  const agreed = c.acceptances.length
    ? `<ul>${c.acceptances.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`
    : '<p>没有同意记录。</p>';
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>我的个人信息</title>` +
    `<style>${STYLE}</style></head><body><main>` +
    `<h1>我的个人信息</h1><p>${esc(c.school)} · 导出时间 ${esc(c.exportedAt)}</p>` +
    `<p>这是学校保存的您的个人信息副本。可用浏览器的“打印”功能打印或另存为 PDF；请妥善保管，勿转发他人。</p>` +
    `<h2>账号</h2>${table('账号信息', c.account)}` +
    `<h2>报名记录（${c.registrations.length} 条）</h2>${regs}` +
    `<h2>活动报名（${c.activities.length} 条）</h2>${acts}` +
    `<h2>个人信息保护告知同意记录</h2>${agreed}` +
    `</main></body></html>`
  );
}
