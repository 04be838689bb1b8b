import type { SystemConfig } from '@domain/use-cases/start-up';

type Load = () => Promise<SystemConfig>;

/**
 * The first start-up takes the systemcfg.js answer that index.html's early-start.js already asked
 * for (in parallel with the app's JS); a retry, or a page without that script, loads it again.
 */
export function earlySystemConfig(early: Promise<unknown> | undefined, load: Load): Load {
  let first = early;
  return () => {
    const pending = first;
    first = undefined;
    if (!pending) return load();
    return pending.then((cfg) => {
      if (cfg && typeof (cfg as SystemConfig).baseUrl === 'string') return cfg as SystemConfig;
      throw new Error('window.systemcfg is missing');
    });
  };
}
