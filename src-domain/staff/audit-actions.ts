/**
 * 操作日志 in Chinese (issue 24 item 4): every audit action the server writes, with the words a
 * teacher reads. The server's action names are checked against this table by
 * tests/unit/audit-actions.test.ts (an action written without a label fails it).
 */
export const AUDIT_ACTIONS = {
  login: '登录',
  'login.failed': '登录失败',
  'login.locked': '账号锁定',
  logout: '退出登录',
  'password.change': '修改密码',
  'password.forgot-code': '忘记密码：发送验证码',
  'password.forgot-failed': '忘记密码：验证失败',
  'password.forgot-reset': '忘记密码：重设密码',
  'staff.list': '查看账号列表',
  'staff.create': '新建账号',
  'staff.role': '修改账号角色',
  'staff.disable': '停用账号',
  'staff.enable': '启用账号',
  'staff.reset-password': '重置账号密码',
  'audit.list': '查看操作日志',
  'audit.export': '导出操作日志',
  'plan.list': '查看招生计划',
  'plan.get': '查看招生计划详情',
  'plan.options': '查看计划选项',
  'plan.create': '新建招生计划',
  'plan.save': '保存招生计划',
  'plan.copy': '复制招生计划',
  'plan.start': '开始招生',
  'plan.fillUp': '计划已满',
  'plan.freeUp': '计划重新有名额',
  'plan.end': '结束招生',
  'plan.close': '关闭招生计划',
  'plan.reopen': '重新开放招生计划',
  'plan.publish-results': '公布录取结果',
  'lottery.plans': '查看摇号计划',
  'lottery.get': '查看摇号',
  'lottery.set-group': '调整摇号优先类别',
  'lottery.commit': '公示摇号名单',
  'lottery.draw': '摇号',
  'lottery.export': '导出摇号记录',
  'admission.letter-preview': '预览录取通知书',
  'form.list': '查看报名表单',
  'form.get': '查看报名表单详情',
  'form.saveDraft': '保存报名表单草稿',
  'form.publish': '发布报名表单',
  'form.movePlans': '招生计划改用新版报名表',
  'registration.list': '查看报名列表',
  'registration.list.unmasked': '查看报名列表（完整证件号）',
  'registration.view': '查看报名详情',
  'registration.view.unmasked': '查看报名详情（完整证件号）',
  'registration.approve': '报名审核通过',
  'registration.correct': '更正报名信息',
  'registration.correction-form': '查看报名原始信息',
  'registration.reject': '驳回报名',
  'registration.bulk-approve': '批量审核通过',
  'registration.bulk-approve.dry-run': '批量审核预览',
  'reject-templates.list': '查看驳回原因模板',
  'reject-templates.save': '保存驳回原因模板',
  'admission.decide': '录取决定',
  'admission.undo': '撤销录取决定',
  'admission.revoke': '撤销录取',
  'admission.bulk': '批量录取决定',
  'admission.bulk.dry-run': '批量录取预览',
  'voucher.list': '查看缴费凭证',
  'voucher.approve': '缴费凭证通过',
  'voucher.reject': '驳回缴费凭证',
  'order.list': '查看缴费订单',
  'order.mark-paid': '线下缴费',
  'order.refund': '退费',
  'photo.list': '查看人脸照片',
  'photo.approve': '人脸照片通过',
  'photo.reject': '驳回人脸照片',
  'export.xlsx': '导出报名数据',
  'export.xlsx.unmasked': '导出报名数据（完整证件号）',
  'export.attachments': '导出报名附件',
  'outbox.list': '查看通知记录',
  'outbox.resend': '重新发送通知',
  'roster.list': '查看新生名单',
  'roster.options': '查看名单选项',
  'roster.template': '下载名单模板',
  'roster.mapping': '查看导入字段对应',
  'roster.mapping.save': '保存导入字段对应',
  'roster.import': '导入新生名单',
  'roster.import.preview': '导入名单预览',
  'roster.generate': '从录取生成名单',
  'roster.generate.preview': '生成名单预览',
  'desk.steps': '设置报到步骤',
  'desk.dayList': '查看当日报到',
  'desk.board': '查看到校看板',
  'desk.undo': '撤销现场办理',
  'checkin.scan': '现场报到扫码',
  'activity.list': '查看活动',
  'activity.view': '查看活动详情',
  'activity.create': '新建活动',
  'activity.save': '保存活动',
  'activity.cancel': '取消活动',
  'activity.signups': '查看活动报名',
  'activity.signups.unmasked': '查看活动报名（完整证件号）',
  'activity.export': '导出活动报名',
  'activity.export.unmasked': '导出活动报名（完整证件号）',
  'notice.preview': '预览群发通知',
  'notice.send': '群发通知',
  'notice.send.repeated': '群发通知（重复提交，未再发送）',
  'notice.history': '查看群发记录',
  'settings.view': '查看学校设置',
  'settings.save': '保存学校设置',
  'settings.test': '测试对接连接',
  'files.upload': '上传文件',
  'privacy.requests.view': '查看个人信息删除申请',
  'privacy.delete.approve': '同意删除个人信息',
  'privacy.delete.refuse': '拒绝删除个人信息',
  'school.create': '开通学校',
  'school.rename': '学校改名',
  'school.disable': '停用学校',
  'school.enable': '启用学校',
  'school.backup': '运营：备份全部数据',
  'school.restore': '运营：从备份恢复',
  'school.export': '运营：导出本校数据',
  'school.remove': '运营：删除学校',
  'staff.reset-admin': '运营：重置学校管理员密码',
  'checkin-settings.view': '查看报到设置',
  'checkin-settings.save': '保存报到设置',
  'checkin.export.xlsx': '导出报到数据',
  'checkin.export.xlsx.unmasked': '导出报到数据（完整证件号）',
  'checkin.export.photos': '导出人脸照片',
  'cms.list': '查看新闻公告',
  'cms.view': '查看新闻公告详情',
  'cms.create': '新建新闻公告',
  'cms.save': '保存新闻公告',
  'cms.publish': '发布新闻公告',
  'cms.unpublish': '下线新闻公告',
  'cms.delete': '删除新闻公告',
  'cms.upload': '上传新闻图片或文档',
  'placement.setup': '查看班级和宿舍',
  'placement.setup.save': '保存班级和宿舍',
  'placement.assign.preview': '预览分班分宿',
  'placement.assign': '批量分班分宿',
  'placement.move': '调整班级和宿舍',
  'roster.student': '查看新生信息',
  'roster.student.save': '修改新生信息',
  'roster.student.withdraw': '标记放弃入学',
  'roster.student.withdraw.undo': '撤销放弃入学',
  'roster.student.id-number': '更正新生身份证号',
  'roster.student.remove': '删除新生',
  'roster.student.restore': '恢复已删除新生',
  'roster.removed.list': '查看已删除新生',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * Actions no endpoint writes any more (the removed /admin/api): rows written before still read in
 * Chinese, and the filter no longer offers them.
 */
export const RETIRED_AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  'registration.admit': '录取决定（旧接口）',
  'registration.voucher': '审核缴费凭证（旧接口）',
  'registration.markPaid': '线下缴费（旧接口）',
  'registration.refund': '退费（旧接口）',
  'registration.refunded': '退费完成（旧接口）',
};

/** The Chinese of an action; one the table does not know is shown as 其他操作 with its name. */
export function auditActionLabel(action: string): string {
  return (
    (AUDIT_ACTIONS as Record<string, string>)[action] ??
    RETIRED_AUDIT_ACTIONS[action] ??
    `其他操作（${action}）`
  );
}

/** The 操作类型 filter's choices: every action with its label, in the table's order. */
export const AUDIT_ACTION_OPTIONS: readonly { value: AuditAction; label: string }[] = (
  Object.keys(AUDIT_ACTIONS) as AuditAction[]
).map((value) => ({ value, label: AUDIT_ACTIONS[value] }));

/** The areas of the staff menu (招生 / 迎新 / 内容 / 学校), by an action's first part. */
export const AUDIT_AREAS = ['招生', '迎新', '内容', '学校'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
const AREA_OF_PREFIX: Readonly<Record<string, AuditArea>> = {
  plan: '招生',
  admission: '招生',
  form: '招生',
  registration: '招生',
  'reject-templates': '招生',
  voucher: '招生',
  order: '招生',
  export: '招生',
  photo: '迎新',
  roster: '迎新',
  desk: '迎新',
  checkin: '迎新',
  'checkin-settings': '迎新',
  placement: '迎新',
  outbox: '内容',
  activity: '内容',
  notice: '内容',
  cms: '内容',
};

/** The area of an action (学校: accounts, login, settings, files, privacy, the log itself). */
export const auditAreaOf = (action: string): AuditArea => AREA_OF_PREFIX[action.split('.')[0]!] ?? '学校';

/** The filter's choices grouped by area, in the areas' order (retired actions are not offered). */
export const AUDIT_ACTION_GROUPS: readonly { area: AuditArea; options: typeof AUDIT_ACTION_OPTIONS }[] =
  AUDIT_AREAS.map((area) => ({
    area,
    options: AUDIT_ACTION_OPTIONS.filter((o) => auditAreaOf(o.value) === area),
  }));
