import { PATHS } from './routes';

/**
 * Home's 功能入口, read by the React home and by the server's painted first screen (which must match
 * it, or React's takeover moves the page). `parts` wrap as whole words in a narrow cell
 * (个人信息 / 与隐私, not 隐 / 私).
 */
export const HOME_ENTRIES: readonly { label: string; to: string; parts?: readonly string[] }[] = [
  { label: '新生报名', to: PATHS.plans },
  { label: '我的报名', to: PATHS.applications },
  { label: '录取查询', to: PATHS.result },
  { label: '活动报名', to: PATHS.activities },
  { label: '新生报到', to: PATHS.checkinEntry },
  // The privacy notice sends families here: see, export or delete their data (issue 23, defect 7).
  { label: '个人信息与隐私', to: PATHS.privacy, parts: ['个人信息', '与隐私'] },
];
