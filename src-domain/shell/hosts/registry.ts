import { desktopHost } from './desktop';
import type { HostProfile } from './host-profile';
import { miniProgramHost } from './mini-program';
import { mobileBrowserHost } from './mobile-browser';
import { wechatHost } from './wechat';

/** Every host the app knows; detection order is by priority, not by position. One line per host. */
export const HOST_PROFILES: readonly HostProfile[] = [
  miniProgramHost,
  wechatHost,
  mobileBrowserHost,
  desktopHost,
];
