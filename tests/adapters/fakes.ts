import type { AppConfig } from '@domain/ports/app-config';
import type { Navigation } from '@domain/ports/navigation';
import type { Notifier } from '@domain/ports/notifier';
import { MemoryStore } from '@adapters/storage/memory-store';
import { WebSession } from '@adapters/session/web-session';

export const BASE = 'http://api.test';

export function testConfig(patch: Partial<AppConfig> = {}): AppConfig {
  return {
    baseUrl: BASE,
    appId: 'wx-app',
    environment: 'test',
    openVConsole: false,
    manually: 'none',
    ysCry: null,
    bases: {
      gateway: BASE,
      upload: `${BASE}/fileapi`,
      dynamicForm: `${BASE}/c/gw/dynamic-form/`,
      evaluation: `${BASE}/c/gw/evaluationapi/`,
      workflow: `${BASE}/c/gw/workflow/`,
      formEditor: 'http://app.test/zhxy/c/ict/front/#/',
      mobileBase: 'http://app.test/zhxy/mobile',
      origin: 'http://app.test/zhxy',
      h5Base: 'http://app.test',
    },
    ...patch,
  };
}

export function fakeSession() {
  const local = new MemoryStore();
  const session = new MemoryStore();
  return { local, sessionStore: session, session: new WebSession(local, session) };
}

export class RecordingNotifier implements Notifier {
  readonly shown: string[] = [];
  toast(text: string) {
    this.shown.push(text);
  }
  error(text: string) {
    this.shown.push(text);
  }
}

export class FakeNavigation implements Navigation {
  readonly visits: { how: 'replace' | 'assign' | 'reload'; url?: string }[] = [];
  constructor(
    public current = 'http://app.test/zhxy/mobile/recruit/#/orientation/homepage/index',
    public top = true,
  ) {}
  href() {
    return this.current;
  }
  replace(url: string) {
    this.visits.push({ how: 'replace', url });
  }
  assign(url: string) {
    this.visits.push({ how: 'assign', url });
  }
  reload() {
    this.visits.push({ how: 'reload' });
  }
  isTopWindow() {
    return this.top;
  }
}

export const fixedClock = (ms = 1_700_000_000_000) => ({ now: () => new Date(ms) });
