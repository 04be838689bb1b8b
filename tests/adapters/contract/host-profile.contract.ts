import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { CameraPort } from '@domain/ports/camera';
import { PaymentPort } from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import { detectHost, type HostProfile, type RuntimeSignals } from '@domain/shell/hosts/host-profile';
import { HOST_PROFILES } from '@domain/shell/hosts/registry';
import { detectRuntime, showsPageHeader } from '@domain/shell/runtime';
import { createContainer, type Registries } from '../../../src/container';
import { browserHost } from '../../../src/modules/host';
import { testConfig } from '../fakes';
import { AppConfig } from '@domain/ports/app-config';

const EMPTY: RuntimeSignals[] = [
  { userAgent: '' },
  { userAgent: '', wxjsEnvironment: 'browser', maxTouchPoints: 0 },
];

/**
 * What every host profile promises (src-domain/shell/hosts/host-profile.ts), in a registry:
 * `signals` are real signals of that host (user agents…) that must detect it.
 */
export function hostProfileContract(profile: HostProfile, registries: Registries, signals: RuntimeSignals[]) {
  describe(`host ${profile.id} (contract)`, () => {
    it('has a unique kebab-case id, a Chinese label and a finite priority', () => {
      expect(profile.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(registries.hosts.filter((h) => h.id === profile.id)).toHaveLength(1);
      expect(profile.label).toMatch(/[\u4e00-\u9fa5]/);
      expect(Number.isFinite(profile.priority)).toBe(true);
    });

    it('detection is a pure predicate: total and deterministic', () => {
      for (const s of [...EMPTY, ...signals]) {
        expect(typeof profile.detect(s)).toBe('boolean');
        expect(profile.detect(s)).toBe(profile.detect(s));
      }
    });

    it('its own signals detect it in the registry (priority beats the others)', () => {
      expect(signals.length).toBeGreaterThan(0);
      for (const s of signals) {
        expect(detectHost(s, registries.hosts).id).toBe(profile.id);
        expect(detectRuntime(s, registries.hosts)).toEqual({
          environment: profile.environment,
          miniappWebview: profile.miniappWebview,
          host: profile.id,
        });
      }
    });

    it('its container module binds a bridge, a camera and at least one payment method it allows', () => {
      const runtime = {
        environment: profile.environment,
        miniappWebview: profile.miniappWebview,
        host: profile.id,
      };
      const c = createContainer(runtime, browserHost(), registries);
      c.bind(AppConfig).toConstantValue(testConfig());
      expect(c.get<PlatformBridge>(PlatformBridge).runtime).toEqual(runtime);
      expect(c.isBound(CameraPort)).toBe(true);
      const offered = c.get<PaymentPort>(PaymentPort).offered();
      expect(offered.length).toBeGreaterThan(0);
      for (const m of offered) expect(m.canPayHere(profile)).toBe(true);
    });

    it('capabilities are declared, and the page header follows them', () => {
      const caps = profile.capabilities;
      for (const k of ['pageHeader', 'nativeCamera', 'codeScanning'] as const)
        expect(typeof caps[k]).toBe('boolean');
      expect(['wechat-jsapi', 'mini-program-page', 'none']).toContain(caps.payChannel);
      // showsPageHeader reads the production registry; a demo host is checked once it is registered there.
      if (HOST_PROFILES.includes(profile)) {
        const rt = {
          environment: profile.environment,
          miniappWebview: profile.miniappWebview,
          host: profile.id,
        };
        expect(showsPageHeader(rt)).toBe(caps.pageHeader);
      }
    });
  });
}
