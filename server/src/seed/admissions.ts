import type { FieldLogicDef, FormFieldDef } from '@contract/enrollment';
import { ID_DOCUMENT_TYPES } from '@domain/forms/answers';
import { idCheckDigit, parseIdNumber } from '@domain/identity/id-number';
import type { Db } from '../db/client';
import {
  activities,
  cmsArticles,
  cmsImages,
  files,
  payOrders,
  plans,
  registrations,
  regTemplates,
  formVersions,
  schoolConfigs,
  users,
} from '../db/schema';
import { textPdf } from './pdf';
import { nextRegistrationNumber } from '../modules/register/registration-number';
import type { FileStorage } from '../files/storage';
import { CMS_IMAGE_PATH } from '../modules/cms/routes';
import { demoPhone } from './school-settings';

/** The school's configured home quick links (external services; URL placeholders of spec section 3). */
const SEED_QUICK_LINKS = [
  {
    title: '校园一卡通',
    url: 'https://ykt.example.edu.cn/mobile/?orgId={{orgId}}&tenantId={{tenantId}}&token={{accesstoken}}',
  },
  { title: '图书馆', url: 'https://lib.example.edu.cn/m/?account={{account}}' },
];

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

/** The demo 招生报名须知.pdf: a real one-page PDF served like any stored file (signed link, viewer). */
export const demoGuidePdf = (school: Pick<SeedSchool, 'tenantId' | 'schoolName'>) =>
  textPdf(`${school.schoolName}招生报名须知`, [
    '一、报名对象：应届初中毕业生及同等学力者。',
    '二、报名方式：在本平台选择招生计划，如实填写报名信息并上传材料。',
    '三、审核：学校在 3 个工作日内完成审核，审核结果在“我的报名”中查看。',
    '四、缴费：审核通过后按页面提示缴纳报名费 200 元。',
    '五、录取：录取结果可在“录取查询”中凭姓名和身份证号查询。',
    `咨询电话：${demoPhone(school.tenantId)}`,
  ]);
export const demoGuideFileId = (tenantId: string) => `cms-${tenantId}-guide`;
export const demoGuideStorageKey = (tenantId: string) => `${tenantId}/${demoGuideFileId(tenantId)}`;

/** Seeds one school's admissions data; safe to run twice (existing rows are kept). */
export async function seedAdmissions(
  db: Db,
  school: SeedSchool,
  now: Date = new Date(),
  storage?: FileStorage,
): Promise<void> {
  const t = school.tenantId;
  const o = school.orgId;
  const ids = admissionsIds(t);
  const phone = demoPhone(t);
  // Days from today's midnight in China (UTC+8), so seeded times read as whole days.
  const H8 = 8 * 3600 * 1000;
  const HOUR = 3600 * 1000;
  const midnight = Math.floor((now.getTime() + H8) / DAY) * DAY - H8;
  const at = (days: number) => new Date(midnight + days * DAY);

  // Images made at seed time (no network): the school badge, news covers and activity covers.
  const news = [
    {
      title: '2026年秋季招生简章',
      cover: '秋季招生简章',
      summary: `${school.schoolName}2026年秋季招生工作正式启动，欢迎广大考生报考。`,
      body: [
        '今年学校面向全市招收应届初中毕业生，开设多个专业方向，招生计划及名额以报名页面为准。',
        '考生可在本平台在线报名，学校审核通过后按提示缴纳报名费。',
      ],
    },
    {
      title: '校园开放日活动通知',
      cover: '校园开放日',
      summary: '欢迎家长和学生走进校园，参观实训室与宿舍。',
      body: ['开放日当天安排专业老师现场答疑，并带领家长和学生参观实训室、图书馆与学生宿舍。'],
    },
    {
      title: '新生奖学金政策解读',
      cover: '新生奖学金',
      summary: '学校设立新生入学奖学金，优秀新生可申请。',
      body: ['入学成绩优异或有特长的新生可在入学后一个月内提出申请，经学校评审后发放。'],
    },
    {
      title: '新实训基地正式投入使用',
      cover: '实训基地落成',
      summary: '新建实训基地面积达5000平方米。',
      body: ['实训基地配备现代化设备，可同时容纳600名学生开展专业实训。'],
    },
  ];
  const acts = [
    {
      id: ids.activities.open,
      title: '校园开放日',
      capacity: 100,
      signed: 12,
      sign: [at(-365), at(365)],
      place: '学校南门广场集合',
      // Daytime in China: 09:00–11:30 two days after sign-up closes.
      from: 9,
      hours: 2.5,
      hue: 150,
    },
    {
      id: ids.activities.nearlyFull,
      title: '专业体验课',
      capacity: 20,
      signed: 19,
      sign: [at(-365), at(365)],
      place: '实训楼201实训室',
      from: 14,
      hours: 2,
      hue: 30,
    },
    {
      id: ids.activities.ended,
      title: '招生咨询会',
      capacity: 50,
      signed: 50,
      sign: [at(-800), at(-400)],
      place: '学校报告厅',
      from: 9.5,
      hours: 2,
      hue: 270,
    },
  ] as const;
  const images: { id: string; tenantId: string; mime: string; body: string }[] = [
    { id: `img-${t}-badge`, body: svg(school.schoolName.slice(0, 2), 210, 200, 200) },
    ...news.map((n, i) => ({ id: `img-${t}-n${i + 1}`, body: svg(n.cover, i * 70) })),
    ...acts.map((a, i) => ({ id: `img-${t}-a${i + 1}`, body: svg(a.title, a.hue) })),
  ].map((img) => ({ ...img, tenantId: t, mime: 'image/svg+xml' }));
  await db.insert(cmsImages).values(images).onConflictDoNothing();
  await db
    .insert(schoolConfigs)
    .values({
      orgId: o,
      tenantId: t,
      badge: {
        schoolName: school.schoolName,
        badgeUrl: CMS_IMAGE_PATH + `img-${t}-badge`,
        motto: '厚德 博学 笃行 创新',
        themeColor: '#1677ff',
        quickLinks: SEED_QUICK_LINKS,
      },
      promise: {
        title: '诚信报名承诺书',
        content: '<p>本人承诺所填写的报名信息及提交的材料真实、准确、完整，如有虚假，自愿承担相应责任。</p>',
        signRequired: true,
      },
    })
    .onConflictDoNothing();

  // The detail page shows the title above the content: the content does not repeat it.
  await db
    .insert(cmsArticles)
    .values(
      news.map((n, i) => ({
        id: `news-${t}-${i + 1}`,
        tenantId: t,
        orgId: o,
        type: 'news',
        title: n.title,
        summary: n.summary,
        coverUrl: CMS_IMAGE_PATH + `img-${t}-n${i + 1}`,
        author: '招生办',
        content: [n.summary, ...n.body].map((p) => `<p>${p}</p>`).join(''),
        publishAt: new Date(at(-i - 1).getTime() + 10 * HOUR),
      })),
    )
    .onConflictDoNothing();

  // 招生报名须知.pdf is a stored file like any upload: the article lists it, the server signs its link.
  const guide = demoGuidePdf(school);
  if (storage) await storage.put(demoGuideStorageKey(t), guide);
  await db
    .insert(files)
    .values({
      id: demoGuideFileId(t),
      tenantId: t,
      orgId: o,
      ownerId: `u-${t}-admissions-office`,
      name: '招生报名须知.pdf',
      size: guide.length,
      type: 'application/pdf',
      storageKey: demoGuideStorageKey(t),
      isPublic: true,
    })
    .onConflictDoNothing();
  const docs = [
    {
      id: `doc-${t}-1`,
      title: '招生报名须知',
      content:
        '<ol><li>如实填写报名信息</li><li>审核通过后按时缴纳报名费</li><li>关注录取结果</li></ol><p>完整须知见附件。</p>',
      attachments: [
        {
          fileId: demoGuideFileId(t),
          name: '招生报名须知.pdf',
          size: guide.length,
          type: 'application/pdf',
          url: '',
        },
      ],
    },
    {
      id: `doc-${t}-2`,
      title: '收费标准及退费办法',
      content:
        '<p>报名费200元，未被录取者可申请退费。</p><table><tr><td>项目</td><td>金额</td></tr><tr><td>报名费</td><td>200元</td></tr></table>',
      attachments: [],
    },
    // Hostile HTML on purpose: the client must sanitize it (issue 6 renders it without running anything).
    {
      id: ids.hostileDocument,
      title: '家长常见问题解答',
      content:
        '<p>常见问题</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss = 3">点击查看详情</a><iframe src="javascript:alert(1)"></iframe><p onclick="window.__xss = 4">联系电话：0571-88888888</p>',
      attachments: [],
    },
  ];
  await db
    .insert(cmsArticles)
    .values(
      docs.map((d, i) => ({
        ...d,
        tenantId: t,
        orgId: o,
        type: 'document',
        summary: d.title,
        coverUrl: null,
        author: '招生办',
        publishAt: new Date(at(-i - 1).getTime() + 9 * HOUR),
      })),
    )
    .onConflictDoNothing();

  const tpl = demoTemplate(school.majors ?? []);
  await db
    .insert(regTemplates)
    .values({ id: ids.template, tenantId: t, name: '新生报名表', fields: tpl.fields, logic: tpl.logic })
    .onConflictDoNothing();
  // The demo form is published as its version 1 (frozen), which every demo plan uses.
  await db
    .insert(formVersions)
    .values({
      id: `${ids.template}@v1`,
      templateId: ids.template,
      version: 1,
      tenantId: t,
      name: '新生报名表',
      fields: tpl.fields,
      logic: tpl.logic,
      publishedAt: now,
    })
    .onConflictDoNothing();
  const applicants = demoApplicants(t);
  // Wide windows: the demo stays open for a year whatever day it is seeded (tests run on a fixed clock).
  const planRows: [string, string, number, number, Date, Date, number, boolean][] = [
    [ids.plans.open, '2026年秋季普通招生', 200, applicants.length, at(-365), at(365), 1, false],
    [ids.plans.nearlyFull, '2026年秋季特长生招生', 60, 55, at(-365), at(365), 2, false],
    [ids.plans.full, '2026年秋季中外合作班', 40, 40, at(-365), at(365), 3, false],
    [ids.plans.closed, '2026年春季插班生招生', 100, 12, at(-800), at(-400), 4, true],
  ];
  await db
    .insert(plans)
    .values(
      planRows.map(([id, name, quota, taken, startAt, endAt, sort, closed]) => ({
        id,
        tenantId: t,
        orgId: o,
        templateId: ids.template,
        name,
        batch: '2026年第一批次',
        grade: '2026级',
        quota,
        taken,
        fee: 20000,
        startAt,
        endAt,
        closed,
        // Issue 26: a plan shows decisions only once published. The demo's open plans publish as they
        // decide (随报随录): published since sign-up opened (a year back, so fixed test clocks agree),
        // a decision shows once made; the closed one published the day after it ended.
        resultsPublishAt: closed ? new Date(endAt.getTime() + DAY) : startAt,
        description: '<p>招生对象：应届初中毕业生。</p><p>报名时间以本页显示为准。</p>',
        // Only the number: the app makes it a tel: link under 咨询电话.
        contact: phone,
        sort,
      })),
    )
    .onConflictDoNothing();

  const majorId = tpl.fields.find((f) => f.prop === 'majors')!.InfochooseMajorList![0]!.id;
  for (const [i, a] of applicants.entries()) {
    await db
      .insert(users)
      .values({
        id: a.userId,
        tenantId: t,
        orgId: o,
        kind: 'applicant',
        account: `applicant${t}${i + 1}`,
        trueName: a.name,
        openAccountId: `oa-${a.userId}`,
      })
      .onConflictDoNothing();
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
    const createdAt = at(-10 + i / 24);
    await db
      .insert(registrations)
      .values({
        id: a.registrationId,
        regNo: await nextRegistrationNumber(db, { tenantId: t, orgId: o }, createdAt),
        tenantId: t,
        orgId: o,
        planId: ids.plans.open,
        userId: a.userId,
        name: a.name,
        idNumber: a.idNumber,
        answers,
        reviewStatus: a.review,
        rejectReason: 'reason' in a ? a.reason : null,
        feeStatus: a.fee,
        admissionStatus: a.admission,
        // 录取专业 (issue 34): a demo place names the applicant's first 意向专业.
        admittedMajorId: a.admission === 2 || a.admission === 3 ? majorId : null,
        voucherStatus: a.voucher,
        voucherReason: 'voucherReason' in a ? a.voucherReason : null,
        amount: 20000,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing();
    if (a.order) {
      await db
        .insert(payOrders)
        .values({
          orderNo: `ZS${t}${String(i + 1).padStart(6, '0')}`,
          tenantId: t,
          registrationId: a.registrationId,
          userId: a.userId,
          amount: 20000,
          status: a.order,
          prepayId: `wx-seed-${t}-${i + 1}`,
          transactionId: a.order === 'paid' ? `4200seed${t}${i + 1}` : null,
          paidAt: a.order === 'paid' ? at(-9) : null,
          createdAt: at(-9),
        })
        .onConflictDoNothing();
    }
  }

  await db
    .insert(activities)
    .values(
      acts.map((a, i) => {
        // Two days after sign-up closes, at `from` o'clock China time (the `at` days are China midnights).
        const startAt = new Date(a.sign[1].getTime() + 2 * DAY + a.from * HOUR);
        return {
          id: a.id,
          tenantId: t,
          orgId: o,
          title: a.title,
          coverUrl: CMS_IMAGE_PATH + `img-${t}-a${i + 1}`,
          place: a.place,
          description: `${a.title}，欢迎家长和学生报名参加。`,
          startAt,
          endAt: new Date(startAt.getTime() + a.hours * HOUR),
          signStart: a.sign[0],
          signEnd: a.sign[1],
          capacity: a.capacity,
          signed: a.signed,
          sort: i + 1,
        };
      }),
    )
    .onConflictDoNothing();
}
