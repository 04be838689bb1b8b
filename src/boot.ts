import type { Container } from 'inversify';
import { AppConfig } from '@domain/ports/app-config';
import { FirstReads } from '@domain/ports/first-reads';
import { Logger } from '@domain/ports/logger';
import { Navigation } from '@domain/ports/navigation';
import { PlatformBridge } from '@domain/ports/platform';
import { Session } from '@domain/ports/session';
import { DebugConsole, StartupGateway, type StartupResult, startUp } from '@domain/use-cases/start-up';

/** Runs start-up over the container's adapters and binds AppConfig when it succeeds (again on a retry). */
export async function boot(container: Container): Promise<StartupResult> {
  const result = await startUp(
    {
      gateway: container.get(StartupGateway),
      session: container.get(Session),
      navigation: container.get(Navigation),
      debugConsole: container.get(DebugConsole),
      logger: container.get(Logger),
      firstReads: container.isBound(FirstReads) ? container.get<FirstReads>(FirstReads) : undefined,
    },
    container.get<PlatformBridge>(PlatformBridge).runtime,
  );
  if (result.kind === 'ready') {
    if (container.isBound(AppConfig)) container.unbind(AppConfig);
    container.bind(AppConfig).toConstantValue(result.config);
  }
  return result;
}
