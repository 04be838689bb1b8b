import { PlatformBridge } from '@domain/ports/platform';
import type { Runtime } from '@domain/shell/runtime';
import { useContainer } from '@ui/di';

/** The runtime bound in the container, or undefined when there is no container or bridge (tests, previews). */
export function useOptionalRuntime(): Runtime | undefined {
  let runtime: Runtime | undefined;
  try {
    const c = useContainer();
    runtime = c.isBound(PlatformBridge) ? c.get<PlatformBridge>(PlatformBridge).runtime : undefined;
  } catch {
    runtime = undefined;
  }
  return runtime;
}
