import type { FieldLogicDef, FormFieldDef } from '@contract/enrollment';
import { ID_DOCUMENT_TYPES } from '@domain/forms/answers';
import { idCheckDigit, parseIdNumber } from '@domain/identity/id-number';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CMS_IMAGE_PATH } from '../modules/cms/routes';

/** The school a seed is for (a DemoSchool fits). */
export interface SeedSchool {
  tenantId: string;
  orgId: string;
  schoolName: string;
  majors?: readonly { id: string; name: string }[];
}

const DAY = 24 * 3600 * 1000;

/** Stable ids of the seeded admissions data, for tests and e2e. */
export const admissionsIds = (t: string) => ({
  template: `tpl-${t}`,
  plans: { open: `p-${t}-open`, nearlyFull: `p-${t}-nearly`, full: `p-${t}-full`, closed: `p-${t}-closed` },
  activities: { open: `a-${t}-open`, nearlyFull: `a-${t}-nearly`, ended: `a-${t}-ended` },
  hostileDocument: `doc-${t}-hostile`,
});

/** A valid GB 11643 number (MOD 11-2 check digit) born 2010, unique per tenant and n. */
export function demoIdNumber(tenantId: string, n: number): string {
  const first17 = `110101${2010}${String((n % 12) + 1).padStart(2, '0')}${String((Number(tenantId) % 28) + 1).padStart(2, '0')}${String(n).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}

/** One seeded applicant per registration state (brief section 4 statuses). */
export const DEMO_APPLICANT_STATES = [
  { key: 'pending', name: '张子涵', review: 0, fee: 1, admission: 1, voucher: null, order: null },
  {
    key: 'rejected',
    name: '刘梓萱',
    review: 2,
    fee: 1,
    admission: 1,
    voucher: null,
    order: null,
    reason: '户籍证明材料不清晰，请重新上传',
  },
  { key: 'paying', name: '陈浩宇', review: 1, fee: 2, admission: 1, voucher: null, order: 'pending' },
  { key: 'paid', name: '杨一诺', review: 1, fee: 3, admission: 1, voucher: null, order: 'paid' },
  { key: 'preAdmitted', name: '黄子墨', review: 1, fee: 3, admission: 2, voucher: null, order: 'paid' },
  { key: 'admitted', name: '周欣妍', review: 1, fee: 3, admission: 3, voucher: null, order: 'paid' },
  { key: 'voucherPending', name: '吴俊熙', review: 1, fee: 1, admission: 1, voucher: 0, order: null },
  {
    key: 'voucherRejected',
    name: '郑雨桐',
    review: 1,
    fee: 1,
    admission: 1,
    voucher: 2,
    order: null,
    voucherReason: '凭证金额与应缴金额不符',
  },
  { key: 'refundPending', name: '孙铭泽', review: 1, fee: 4, admission: 1, voucher: null, order: 'paid' },
  { key: 'refunded', name: '马若曦', review: 1, fee: 5, admission: 1, voucher: null, order: 'paid' },
] as const;

export const demoApplicants = (tenantId: string) =>
  DEMO_APPLICANT_STATES.map((s, i) => ({
    ...s,
    userId: `u-${tenantId}-app-${i + 1}`,
    registrationId: `reg-${tenantId}-${i + 1}`,
    idNumber: demoIdNumber(tenantId, i + 1),
  }));

const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function svg(title: string, hue: number, w = 640, h = 360): string {
  const esc = title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,40%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="50%" fill="#fff" font-size="${Math.round(h / 9)}" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif">${esc}</text></svg>`;
}

export function demoTemplate(majors: readonly { id: string; name: string }[]): {
  fields: FormFieldDef[];
  logic: FieldLogicDef[];
} {
  const list = majors.length
    ? majors.map((m) => ({ id: m.id, name: m.name }))
    : [{ id: 'm-default', name: '综合' }];
  const req = (message: string) => [{ required: true, message }];
  const fields: FormFieldDef[] = [
    {
      prop: 'name',
      label: '学生姓名',
      type: 'text',
      show: true,
      rules: [...req('请输入学生姓名'), { max: 20, message: '姓名最多20个字' }],
      placeholder: '请输入',
    },
    {
      prop: 'idNumber',
      label: '证件号码',
      type: 'SelectInput',
      // The tag opens these document types; only 居民身份证 is checked as an identity number.
      selectLabel: '居民身份证',
      options: ID_DOCUMENT_TYPES.map((label, index) => ({ index, label })),
      show: true,
      rules: [{ required: true, message: '请输入证件号码', type: 'idNumber' }],
      placeholder: '请输入证件号码',
    },
    {
      prop: 'birthday',
      label: '出生日期',
      type: 'text',
      show: true,
      rules: [
        ...req('请输入出生日期'),
        { pattern: '^\\d{4}-\\d{2}-\\d{2}$', message: '出生日期格式为YYYY-MM-DD' },
      ],
      placeholder: '填写身份证号后自动识别',
    },
    {
      prop: 'sex',
      label: '性别',
      type: 'picker',
      show: true,
      isLink: true,
      rules: req('请选择性别'),
      // Option index = the domain sex code (spec section 3: '0' male, '1' female), as identity autofill picks it.
      options: [
        { index: 0, label: '男' },
        { index: 1, label: '女' },
      ],
    },
    {
      prop: 'age',
      label: '年龄',
      type: 'text',
      show: true,
      rules: [{ pattern: '^\\d{1,2}$', message: '年龄须为数字' }],
      placeholder: '填写身份证号后自动识别',
    },
    {
      prop: 'phone',
      label: '家长手机号',
      type: 'text',
      show: true,
      rules: [...req('请输入家长手机号'), { type: 'mobile', message: '手机号格式不正确' }],
    },
    {
      prop: 'graduateSchool',
      label: '毕业学校',
      type: 'text',
      show: true,
      rules: [{ max: 50, message: '毕业学校最多50个字' }],
    },
    {
      prop: 'residence',
      label: '户籍类型',
      type: 'picker',
      show: true,
      isLink: true,
      rules: req('请选择户籍类型'),
      options: [
        { index: 0, label: '本市户籍' },
        { index: 1, label: '外市户籍' },
      ],
    },
    {
      prop: 'residencePermit',
      label: '居住证',
      type: 'upload',
      show: false,
      rules: [{ required: false, message: '请上传居住证' }],
      fileList: [],
    },
    {
      prop: 'majors',
      label: '意向专业',
      type: 'text',
      multipleChoice: 1,
      mandatory: 1,
      show: true,
      rules: req('请选择意向专业'),
      InfochooseMajorList: list,
      InfochooseMorechecked: [],
      valueId: [],
    },
    {
      prop: 'assignedMajor',
      label: '定向专业（学校指定）',
      type: 'text',
      multipleChoice: 1,
      mandatory: 2,
      show: true,
      rules: [],
      InfochooseMajorList: list,
      InfochooseMorechecked: [list[0]!.id],
      valueId: [list[0]!.id],
    },
    {
      prop: 'hasAward',
      label: '是否有获奖经历',
      type: 'picker',
      show: true,
      isLink: true,
      rules: [],
      options: [
        { index: 0, label: '是' },
        { index: 1, label: '否' },
      ],
    },
    {
      prop: 'awardDesc',
      label: '获奖情况',
      type: 'textarea',
      show: false,
      rules: [{ max: 200, message: '获奖情况最多200字' }],
    },
    {
      prop: 'attachments',
      label: '户口本及成绩单',
      type: 'upload',
      show: true,
      rules: req('请上传户口本及成绩单'),
      fileList: [],
    },
    { prop: 'signature', label: '家长签字', type: 'signature', show: true, rules: req('请家长签字') },
  ];
  const outOfTown = { prop: 'residence', op: 'eq' as const, value: '外市户籍' };
  const award = { prop: 'hasAward', op: 'eq' as const, value: '是' };
  const logic: FieldLogicDef[] = [
    { id: 'l-permit-show', when: outOfTown, action: 'show', targets: ['residencePermit'] },
    { id: 'l-permit-required', when: outOfTown, action: 'required', targets: ['residencePermit'] },
    { id: 'l-award-show', when: award, action: 'show', targets: ['awardDesc'] },
    { id: 'l-award-required', when: award, action: 'required', targets: ['awardDesc'] },
  ];
  return { fields, logic };
}

/** Seeds one school's admissions data; safe to run twice (existing rows are kept). */
export async function seedAdmissions(db: Db, school: SeedSchool, now: Date = new Date()): Promise<void> {
  const t = school.tenantId;
  const o = school.orgId;
  const ids = admissionsIds(t);
  // Days from today's midnight in China (UTC+8), so seeded times read as whole days.
  const H8 = 8 * 3600 * 1000;
  const midnight = Math.floor((now.getTime() + H8) / DAY) * DAY - H8;
  const at = (days: number) => new Date(midnight + days * DAY);
  const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
  const run = (q: ReturnType<typeof sql>) => db.execute(q);

  // Images made at seed time (no network): news covers and the school badge.
  const images: [string, string][] = [
    [`img-${t}-badge`, svg(school.schoolName.slice(0, 2), 210, 200, 200)],
    ...['招生简章发布', '校园开放日', '新生奖学金', '实训基地落成'].map((title, i): [string, string] => [
      `img-${t}-n${i + 1}`,
      svg(title, i * 70),
    ]),
  ];
  for (const [id, body] of images) {
    await run(
      sql`INSERT INTO cms_images (id, tenant_id, mime, body) VALUES (${id}, ${t}, 'image/svg+xml', ${body}) ON CONFLICT DO NOTHING`,
    );
  }
  await run(sql`INSERT INTO school_configs (org_id, tenant_id, badge, promise) VALUES (${o}, ${t},
    ${json({ schoolName: school.schoolName, badgeUrl: CMS_IMAGE_PATH + `img-${t}-badge`, motto: '厚德 博学 笃行 创新', themeColor: '#1677ff' })},
    ${json({ title: '诚信报名承诺书', content: '<p>本人承诺所填写的报名信息及提交的材料真实、准确、完整，如有虚假，自愿承担相应责任。</p>', signRequired: true })})
    ON CONFLICT DO NOTHING`);

  const news = [
    ['2026年秋季招生简章', `${school.schoolName}2026年秋季招生工作正式启动，欢迎广大考生报考。`],
    ['校园开放日活动通知', '欢迎家长和学生走进校园，参观实训室与宿舍。'],
    ['新生奖学金政策解读', '学校设立新生入学奖学金，优秀新生可申请。'],
    ['新实训基地正式投入使用', '新建实训基地面积达5000平方米。'],
  ];
  for (const [i, [title, summary]] of news.entries()) {
    await run(sql`INSERT INTO cms_articles (id, tenant_id, org_id, type, title, summary, cover_url, author, content, publish_at)
      VALUES (${`news-${t}-${i + 1}`}, ${t}, ${o}, 'news', ${title}, ${summary}, ${CMS_IMAGE_PATH + `img-${t}-n${i + 1}`}, '招生办',
              ${`<h2>${title}</h2><p>${summary}</p><p><img src="${CMS_IMAGE_PATH}img-${t}-n${i + 1}" alt="${title}"></p>`}, ${at(-i - 1)})
      ON CONFLICT DO NOTHING`);
  }
  const docs: [string, string, string][] = [
    [
      `doc-${t}-1`,
      '招生报名须知',
      '<h2>报名须知</h2><ol><li>如实填写报名信息</li><li>按时缴纳报名费</li><li>关注录取结果</li></ol>',
    ],
    [
      `doc-${t}-2`,
      '收费标准及退费办法',
      '<p>报名费200元，未被录取者可申请退费。</p><table><tr><td>项目</td><td>金额</td></tr><tr><td>报名费</td><td>200元</td></tr></table>',
    ],
    // Hostile HTML on purpose: the client must sanitize it (issue 6 renders it without running anything).
    [
      ids.hostileDocument,
      '家长常见问题解答',
      '<p>常见问题</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss = 3">点击查看详情</a><iframe src="javascript:alert(1)"></iframe><p onclick="window.__xss = 4">联系电话：0571-88888888</p>',
    ],
  ];
  for (const [i, [id, title, content]] of docs.entries()) {
    await run(sql`INSERT INTO cms_articles (id, tenant_id, org_id, type, title, summary, cover_url, author, content, attachments, publish_at)
      VALUES (${id}, ${t}, ${o}, 'document', ${title}, ${title}, NULL, '招生办', ${content},
              ${json(i === 0 ? [{ fileId: `cms-${t}-guide`, name: '招生报名须知.pdf', size: 102400, type: 'application/pdf', url: '' }] : [])}, ${at(-i - 1)})
      ON CONFLICT DO NOTHING`);
  }

  const tpl = demoTemplate(school.majors ?? []);
  await run(sql`INSERT INTO reg_templates (id, tenant_id, name, fields, logic) VALUES (${ids.template}, ${t}, '新生报名表', ${json(tpl.fields)}, ${json(tpl.logic)})
    ON CONFLICT DO NOTHING`);
  const applicants = demoApplicants(t);
  // Wide windows: the demo stays open for a year whatever day it is seeded (tests run on a fixed clock).
  const plans: [string, string, number, number, Date, Date, number, boolean][] = [
    [ids.plans.open, '2026年秋季普通招生', 200, applicants.length, at(-365), at(365), 1, false],
    [ids.plans.nearlyFull, '2026年秋季特长生招生', 60, 55, at(-365), at(365), 2, false],
    [ids.plans.full, '2026年秋季中外合作班', 40, 40, at(-365), at(365), 3, false],
    [ids.plans.closed, '2026年春季插班生招生', 100, 12, at(-800), at(-400), 4, true],
  ];
  for (const [id, name, quota, taken, start, end, sort, closed] of plans) {
    await run(sql`INSERT INTO plans (id, tenant_id, org_id, template_id, name, batch, grade, quota, taken, fee, start_at, end_at, closed, description, contact, sort)
      VALUES (${id}, ${t}, ${o}, ${ids.template}, ${name}, '2026年第一批次', '2026级', ${quota}, ${taken}, 20000, ${start}, ${end}, ${closed},
              ${'<p>招生对象：应届初中毕业生。</p><p>报名时间以本页显示为准。</p>'}, '招生办 0571-88888888', ${sort})
      ON CONFLICT DO NOTHING`);
  }

  const majorId = tpl.fields.find((f) => f.prop === 'majors')!.InfochooseMajorList![0]!.id;
  for (const [i, a] of applicants.entries()) {
    await run(sql`INSERT INTO users (id, tenant_id, org_id, kind, account, true_name, open_account_id)
      VALUES (${a.userId}, ${t}, ${o}, 'applicant', ${`applicant${t}${i + 1}`}, ${a.name}, ${`oa-${a.userId}`}) ON CONFLICT DO NOTHING`);
    const id = parseIdNumber(a.idNumber, now);
    if (!id.ok) throw new Error(`seed: bad identity number ${a.idNumber}`);
    const answers = {
      name: a.name,
      idNumber: a.idNumber,
      idNumberType: '居民身份证',
      birthday: id.value.birthday,
      sex: id.value.sex === '0' ? '男' : '女',
      age: String(id.value.age),
      phone: `1380000${String(i + 1).padStart(4, '0')}`,
      residence: '本市户籍',
      majors: [majorId],
      assignedMajor: [majorId],
      attachments: [],
      signature: SIGNATURE_PNG,
    };
    await run(sql`INSERT INTO registrations (id, tenant_id, org_id, plan_id, user_id, name, id_number, answers, review_status, reject_reason,
        fee_status, admission_status, voucher_status, voucher_reason, amount, created_at, updated_at)
      VALUES (${a.registrationId}, ${t}, ${o}, ${ids.plans.open}, ${a.userId}, ${a.name}, ${a.idNumber}, ${json(answers)}, ${a.review},
              ${'reason' in a ? a.reason : null}, ${a.fee}, ${a.admission}, ${a.voucher}, ${'voucherReason' in a ? a.voucherReason : null},
              20000, ${at(-10 + i / 24)}, ${at(-10 + i / 24)})
      ON CONFLICT DO NOTHING`);
    if (a.order) {
      await run(sql`INSERT INTO pay_orders (order_no, tenant_id, registration_id, user_id, amount, status, prepay_id, transaction_id, paid_at, created_at)
        VALUES (${`ZS${t}${String(i + 1).padStart(6, '0')}`}, ${t}, ${a.registrationId}, ${a.userId}, 20000, ${a.order}, ${`wx-seed-${t}-${i + 1}`},
                ${a.order === 'paid' ? `4200seed${t}${i + 1}` : null}, ${a.order === 'paid' ? at(-9) : null}, ${at(-9)})
        ON CONFLICT DO NOTHING`);
    }
  }

  const acts: [string, string, number, number, Date, Date, number][] = [
    [ids.activities.open, '校园开放日', 100, 12, at(-365), at(365), 1],
    [ids.activities.nearlyFull, '专业体验课', 20, 19, at(-365), at(365), 2],
    [ids.activities.ended, '招生咨询会', 50, 50, at(-800), at(-400), 3],
  ];
  for (const [id, title, capacity, signed, signStart, signEnd, sort] of acts) {
    await run(sql`INSERT INTO activities (id, tenant_id, org_id, title, cover_url, place, description, start_at, end_at, sign_start, sign_end, capacity, signed, sort)
      VALUES (${id}, ${t}, ${o}, ${title}, ${CMS_IMAGE_PATH + `img-${t}-n${sort}`}, '学校报告厅', ${`${title}，欢迎家长和学生报名参加。`},
              ${new Date(signEnd.getTime() + 2 * DAY)}, ${new Date(signEnd.getTime() + 2 * DAY + 3 * 3600 * 1000)}, ${signStart}, ${signEnd},
              ${capacity}, ${signed}, ${sort})
      ON CONFLICT DO NOTHING`);
  }
}
