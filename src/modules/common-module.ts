import { ContainerModule } from 'inversify';
import { AdmissionsGateway } from '@domain/ports/admissions-gateway';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { ApplicationsGateway } from '@domain/ports/applications-gateway';
import { Clock } from '@domain/ports/clock';
import { FirstReads } from '@domain/ports/first-reads';
import { HttpPort } from '@domain/ports/http';
import { PrivacyGateway } from '@domain/ports/privacy-gateway';
import { ImageEncoder } from '@domain/ports/image-encoder';
import { Logger } from '@domain/ports/logger';
import { Navigation } from '@domain/ports/navigation';
import { Notifier } from '@domain/ports/notifier';
import { Session } from '@domain/ports/session';
import { LocalStore, SessionStore } from '@domain/ports/storage';
import { EncryptedTokenPort } from '@domain/ports/token';
import { DebugConsole, StartupGateway } from '@domain/use-cases/start-up';
import { PAGE_SIZE } from '@ui/features/admissions/shared/page-size';
import { EnrollmentGateway } from '@domain/use-cases/admissions/enrollment-gateway';
import { HttpAdmissionsGateway } from '@adapters/api/admissions-gateway';
import { IdentityGateway } from '@domain/checkin-desk/identity-gateway';
import { SystemClock } from '@adapters/clock/system-clock';
import { VConsoleDebugConsole } from '@adapters/debug-console/vconsole';
import { firstScreenReads } from '@adapters/api/first-reads';
import { AxiosHttp } from '@adapters/http/axios-http';
import { EarlyReads, seededReads } from '@adapters/http/early-reads';
import { lazyImageEncoder } from '@adapters/image-encoder/lazy-encoder';
import { ConsoleLogger } from '@adapters/logger/console-logger';
import { WindowNavigation } from '@adapters/navigation/window-navigation';
import { ToastNotifier } from '@adapters/notifier/toast-notifier';
import { WebSession } from '@adapters/session/web-session';
import { HttpStartupGateway, scriptSystemConfig } from '@adapters/http/startup-gateway';
import { WebStore } from '@adapters/storage/web-store';
import { HttpEncryptedToken } from '@adapters/token/encrypted-token';
import { AppConfig } from '@domain/ports/app-config';
import { earlySystemConfig } from './early-systemcfg';
import { lazyPort } from './lazy-port';
import { DrawHashesPort, LotteryRecordGateway } from '@domain/ports/lottery-record';
import type { Host } from './host';

/** Adapters every runtime shares. AppConfig is bound after start-up (see boot.ts). */
export const commonModule = (host: Host) =>
  new ContainerModule(({ bind }) => {
    bind(LocalStore).toConstantValue(new WebStore(host.localStorage));
    bind(SessionStore).toConstantValue(new WebStore(host.sessionStorage));
    bind(Session).to(WebSession).inSingletonScope();
    // Registration, activities and 已报名 on plan cards: loaded on first use (lazyPort below).
    bind(EnrollmentGateway)
      .toDynamicValue((ctx) => {
        const [http, encoder] = [
          ctx.get<HttpPort>(HttpPort),
          ctx.get<ImageEncoder>(ImageEncoder, { optional: true }),
        ];
        return lazyPort(() =>
          import('@adapters/api/enrollment-gateway').then((m) => new m.HttpEnrollmentGateway(http, encoder)),
        );
      })
      .inSingletonScope();
    bind(Navigation).toConstantValue(new WindowNavigation());
    bind(Clock).toConstantValue(new SystemClock());
    bind(Logger).toConstantValue(new ConsoleLogger());
    bind(Notifier).toConstantValue(new ToastNotifier());
    bind(DebugConsole).toConstantValue(new VConsoleDebugConsole());
    bind(StartupGateway)
      .toDynamicValue(
        (ctx) =>
          new HttpStartupGateway({
            loadSystemConfig: earlySystemConfig(
              host.earlySystemConfig,
              scriptSystemConfig(host.origin, () => ctx.get<Clock>(Clock).now()),
            ),
            session: ctx.get<Session>(Session),
            clock: ctx.get<Clock>(Clock),
          }),
      )
      .inSingletonScope();
    bind(EarlyReads)
      .toDynamicValue(
        (ctx) =>
          new EarlyReads(
            ctx.get<Session>(Session),
            ctx.get<Clock>(Clock),
            () => firstScreenReads(host.hash(), PAGE_SIZE),
            seededReads(host.firstScreenData?.()),
          ),
      )
      .inSingletonScope();
    bind(FirstReads).toService(EarlyReads);
    bind(HttpPort).to(AxiosHttp).inSingletonScope();
    // The use cases' gateways over HTTP (AppConfig is bound after start-up: resolve per screen).
    // Those no first screen calls load their adapter module on first use (lazyPort).
    bind(AdmissionsGateway).to(HttpAdmissionsGateway).inTransientScope();
    bind(PrivacyGateway)
      .toDynamicValue((ctx) => {
        const http = ctx.get<HttpPort>(HttpPort);
        return lazyPort(() =>
          import('@adapters/api/privacy-gateway').then((m) => new m.HttpPrivacyGateway(http)),
        );
      })
      .inSingletonScope();
    // 摇号公示: the public record and WebCrypto, loaded with the page that uses them.
    bind(LotteryRecordGateway)
      .toDynamicValue((ctx) => {
        const http = ctx.get<HttpPort>(HttpPort);
        return lazyPort(() =>
          import('@adapters/api/lottery-record-gateway').then((m) => new m.HttpLotteryRecordGateway(http)),
        );
      })
      .inSingletonScope();
    bind(DrawHashesPort)
      .toDynamicValue(() =>
        lazyPort(() => import('@adapters/crypto/web-crypto-hashes').then((m) => m.webCryptoHashes())),
      )
      .inSingletonScope();
    bind(CheckinGateway)
      .toDynamicValue((ctx) => {
        const [http, config] = [ctx.get<HttpPort>(HttpPort), ctx.get<AppConfig>(AppConfig)];
        return lazyPort(() =>
          import('@adapters/api/checkin-gateway').then((m) => new m.HttpCheckinGateway(http, config)),
        );
      })
      .inTransientScope();
    // 我的报名's gateway over HTTP (the payment use cases call it).
    bind(ApplicationsGateway)
      .toDynamicValue((ctx) => {
        const [http, encoder] = [
          ctx.get<HttpPort>(HttpPort),
          ctx.get<ImageEncoder>(ImageEncoder, { optional: true }),
        ];
        return lazyPort(() =>
          import('@adapters/api/applications-gateway').then(
            (m) => new m.HttpApplicationsGateway(http, encoder),
          ),
        );
      })
      .inTransientScope();
    bind(IdentityGateway)
      .toDynamicValue((ctx) => {
        const http = ctx.get<HttpPort>(HttpPort);
        return lazyPort(() =>
          import('@adapters/api/identity-gateway').then((m) => new m.HttpIdentityGateway(http)),
        );
      })
      .inTransientScope();
    bind(EncryptedTokenPort).to(HttpEncryptedToken).inSingletonScope();
    bind(ImageEncoder)
      .toDynamicValue(() => lazyImageEncoder())
      .inSingletonScope();
  });
