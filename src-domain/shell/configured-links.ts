import type { Navigation } from '../ports/navigation';
import type { Session } from '../ports/session';
import type { EncryptedTokenPort } from '../ports/token';
import { fillUrlTemplate } from './url-template';

/**
 * A link the school configures (e.g. a home quick link to an external service), its URL a
 * template with the placeholders of spec section 3 ({{tenantId}}, {{accesstoken}}, …).
 */
export interface ConfiguredLink {
  readonly title: string;
  readonly url: string;
}

const MAX_LINKS = 8;
const WEB = /^https?:\/\//i;

/**
 * The configured links worth showing: a title and an http(s) URL template each (a `javascript:`
 * or relative URL from a bad configuration is dropped), at most eight, in the school's order.
 */
export function usableLinks(links: readonly Partial<ConfiguredLink>[] | null | undefined): ConfiguredLink[] {
  return (links ?? [])
    .map((l) => ({ title: (l.title ?? '').trim(), url: (l.url ?? '').trim() }))
    .filter((l) => l.title !== '' && WEB.test(l.url))
    .slice(0, MAX_LINKS);
}

export interface OpenLinkPorts {
  session: Pick<Session, 'userInfo' | 'userName'>;
  token: EncryptedTokenPort;
  navigation: Pick<Navigation, 'assign'>;
}

/**
 * Opens a configured link: fills its placeholders at the moment of the tap (so {{accesstoken}},
 * a one-time token, is fetched only then and only when the URL uses it) and leaves the app for it.
 * Rejects when the token cannot be fetched or the filled URL is not http(s); nothing is opened then.
 */
export async function openConfiguredLink(link: ConfiguredLink, ports: OpenLinkPorts): Promise<string> {
  const url = await fillUrlTemplate(
    link.url,
    { userInfo: ports.session.userInfo(), userName: ports.session.userName() },
    () => ports.token.encryptedToken(),
  );
  if (!WEB.test(url)) throw new Error(`not a web link: ${link.url}`);
  ports.navigation.assign(url);
  return url;
}
