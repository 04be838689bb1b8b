import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './activity/routes';
import { staffWorkRoutes } from './admin/work-routes';
import { cmsRoutes } from './cms/routes';
import { deskRoutes } from './desk/routes';
import { filesRoutes } from './files/routes';
import { operatorRoutes } from './operator/routes';
import { payRoutes } from './pay/routes';
import { planRoutes } from './plan/routes';
import { planSetupRoutes } from './plan-setup/routes';
import { promiseRoutes } from './promise/routes';
import { platformRoutes } from './platform/routes';
import { privacyRoutes } from './privacy/routes';
import { regionRoutes } from './region/routes';
import { rosterRoutes } from './roster/routes';
import { staffRoutes } from './staff/routes';
import { schoolSettingsRoutes } from './school-settings/routes';
import { staffActivityRoutes } from './staff-activities/routes';
import { staffNoticeRoutes } from './staff-notices/routes';
import { staffCmsRoutes } from './staff-cms/routes';
import { registerRoutes } from './register/routes';
import { welcomeManageRoutes } from './welcome-manage/routes';
import { welcomeRoutes } from './welcome/routes';
import { checkinSettingsRoutes } from './checkin-settings/routes';
import { checkinExportRoutes } from './checkin-exports/routes';
import { placementRoutes } from './placement/routes';
import { lotteryRoutes } from './lottery/routes';
import { correctionRoutes } from './corrections/routes';

/**
 * Every module of routes, registered in this order by buildApp. A module is a Fastify plugin in
 * server/src/modules/<name>/routes.ts that calls `handle(app, endpoint, handler)` per contract
 * endpoint. Part 2 appends its modules (cms, plan, register, pay, activity, admin) here.
 */
export const modules: { name: string; plugin: FastifyPluginAsync }[] = [
  { name: 'platform', plugin: platformRoutes },
  { name: 'welcome', plugin: welcomeRoutes },
  { name: 'welcome-manage', plugin: welcomeManageRoutes },
  { name: 'region', plugin: regionRoutes },
  { name: 'files', plugin: filesRoutes },
  { name: 'cms', plugin: cmsRoutes },
  { name: 'plan', plugin: planRoutes },
  { name: 'register', plugin: registerRoutes },
  { name: 'pay', plugin: payRoutes },
  { name: 'activity', plugin: activityRoutes },
  { name: 'admin', plugin: staffWorkRoutes },
  { name: 'staff', plugin: staffRoutes },
  { name: 'privacy', plugin: privacyRoutes },
  { name: 'desk', plugin: deskRoutes },
  { name: 'promise', plugin: promiseRoutes },
  { name: 'operator', plugin: operatorRoutes },
  { name: 'roster', plugin: rosterRoutes },
  { name: 'school-settings', plugin: schoolSettingsRoutes },
  { name: 'plan-setup', plugin: planSetupRoutes },
  { name: 'staff-activities', plugin: staffActivityRoutes },
  { name: 'staff-notices', plugin: staffNoticeRoutes },
  { name: 'checkin-settings', plugin: checkinSettingsRoutes },
  { name: 'checkin-exports', plugin: checkinExportRoutes },
  { name: 'staff-cms', plugin: staffCmsRoutes },
  { name: 'placement', plugin: placementRoutes },
  { name: 'lottery', plugin: lotteryRoutes },
  { name: 'corrections', plugin: correctionRoutes },
];
