/**
 * The 个人信息保护告知 a school shows before the first personal data is entered. A school sets its
 * own in `orgs.settings.privacyNotice` ({version, title, content}); a new version must be accepted again.
 */
export interface PrivacyNoticeText {
  version: string;
  title: string;
  content: string;
}

export const DEFAULT_PRIVACY_NOTICE: PrivacyNoticeText = {
  // 2026.2: the way to one's data is named as the screens name it (首页 / 我的报名 → 个人信息与隐私).
  version: '2026.2',
  title: '个人信息保护告知',
  content: [
    '<p>为办理招生报名与新生报到，学校将收集学生及监护人的姓名、证件号码、联系电话、户籍、学籍、照片及报名材料等个人信息。</p>',
    '<p>其中证件号码、人脸照片及不满十四周岁未成年人的个人信息属于敏感个人信息，仅用于身份核验、录取与报到，不作他用。</p>',
    '<p>信息保存至本招生季结束后学校规定的期限，到期删除或匿名化；人脸照片在审核或报到结束后按学校期限删除。</p>',
    '<p>您可以在首页或“我的报名”中的“个人信息与隐私”查看、导出本人信息，或申请删除，学校将在15个工作日内处理。</p>',
    '<p>不满十四周岁的学生，应由其父母或其他监护人阅读并同意本告知。</p>',
  ].join(''),
};

export function noticeOf(settings: Record<string, unknown> | null | undefined): PrivacyNoticeText {
  const own = (settings ?? {}).privacyNotice as Partial<PrivacyNoticeText> | undefined;
  return own?.version && own.content
    ? ({ ...DEFAULT_PRIVACY_NOTICE, ...own } as PrivacyNoticeText)
    : DEFAULT_PRIVACY_NOTICE;
}
