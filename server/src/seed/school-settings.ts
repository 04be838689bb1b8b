import { DEFAULT_SETTINGS, type SchoolSettings } from '../school/settings';
import type { DemoSchool } from './demo-data';

/** The demo school's 咨询电话 (settings, plans, documents): a number only, so the app can dial it. */
export const demoPhone = (tenantId: string) => (tenantId === '1001' ? '0571-88886666' : '010-66668888');

/** The demo schools' settings: notice, check-in window and the extra information shown to students. */
export function demoSettings(s: DemoSchool): SchoolSettings {
  const phone = demoPhone(s.tenantId);
  return {
    ...DEFAULT_SETTINGS,
    logoUrl: '',
    servicePhone: phone,
    checkinOpen: true,
    enrollmentOpen: true,
    notice: {
      title: `${s.schoolName}新生入学须知`,
      content: [
        `<h3>欢迎你成为${s.schoolName}的一员！</h3>`,
        '<p>请在报到期间携带以下材料到校：</p>',
        '<ol><li>录取通知书</li><li>身份证原件及复印件两份</li><li>近期免冠一寸照片四张</li><li>户口本复印件</li></ol>',
        '<p>报到前请在本系统完成<strong>信息确认</strong>和<strong>人脸照片</strong>上传。</p>',
      ].join(''),
      updatedAt: '2026-07-15T02:00:00.000Z',
    },
    // The demo schools keep the default check-in fields and save their own window (a school without
    // one has none: 报到时间待学校通知); the second lets students edit after confirming.
    checkin: {
      ...DEFAULT_SETTINGS.checkin,
      reportStart: '2026-08-28',
      reportEnd: '2026-09-05',
      allowEditAfterConfirm: s.tenantId !== '1001',
    },
    offlinePayee: {
      payee: s.schoolName,
      bank: s.tenantId === '1001' ? '中国工商银行杭州西湖支行' : '中国建设银行北京西城支行',
      account: s.tenantId === '1001' ? '1202 0212 0900 1234 567' : '1105 0161 3600 0000 888',
    },
    moreInfo: [
      { label: '报到地点', value: s.tenantId === '1001' ? '学校南门迎新广场' : '学校体育馆' },
      { label: '报到时间', value: '2026年8月28日—9月5日 8:30—17:00' },
      { label: '咨询电话', value: phone },
    ],
  };
}
