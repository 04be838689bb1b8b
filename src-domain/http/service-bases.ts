import type { ServiceBases } from '../ports/app-config';

/** Spec section 9: the origin prefix is the first 6 characters of the URL pathname ('/zhxy/'). */
export function originPrefix(pathname: string): string {
  return pathname.slice(0, 6);
}

/** The spec's {origin}: the page origin plus the origin prefix, without a trailing slash (brief section 4). */
export function appOrigin(loc: { origin: string; pathname: string }): string {
  return loc.origin + originPrefix(loc.pathname).replace(/\/+$/, '');
}

/** Spec section 3: service bases derived from the config centre's platformGatewayUrl and the page location. */
export function serviceBases(
  cfg: { platformGatewayUrl: string },
  loc: { origin: string; pathname: string },
): ServiceBases {
  const gateway = (cfg.platformGatewayUrl ?? '').replace(/\/+$/, '');
  const origin = appOrigin(loc);
  return {
    gateway,
    upload: `${gateway}/fileapi`,
    dynamicForm: `${gateway}/c/gw/dynamic-form/`,
    evaluation: `${gateway}/c/gw/evaluationapi/`,
    workflow: `${gateway}/c/gw/workflow/`,
    formEditor: `${origin}/c/ict/front/#/`,
    mobileBase: `${origin}/mobile`,
    origin,
    h5Base: loc.origin,
  };
}
