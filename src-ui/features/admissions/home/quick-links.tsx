import { useState } from 'react';
import { Navigation } from '@domain/ports/navigation';
import { Notifier } from '@domain/ports/notifier';
import { Session } from '@domain/ports/session';
import { EncryptedTokenPort } from '@domain/ports/token';
import { type ConfiguredLink, openConfiguredLink, usableLinks } from '@domain/shell/configured-links';
import { useService } from '@ui/di';
import '../shared/admissions.css';

/**
 * The school's configured quick links to external services (issue 12 item 9): each URL's
 * placeholders ({{tenantId}}, {{accesstoken}}, …) are filled when tapped, then the app leaves for it.
 */
export function QuickLinks({ links }: { links: readonly Partial<ConfiguredLink>[] | null | undefined }) {
  const shown = usableLinks(links);
  return shown.length === 0 ? null : <LinkButtons links={shown} />;
}

function LinkButtons({ links }: { links: readonly ConfiguredLink[] }) {
  const session = useService<Session>(Session);
  const token = useService<EncryptedTokenPort>(EncryptedTokenPort);
  const navigation = useService<Navigation>(Navigation);
  const notifier = useService<Notifier>(Notifier);
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (link: ConfiguredLink) => {
    if (opening) return;
    setOpening(link.url);
    try {
      await openConfiguredLink(link, { session, token, navigation });
    } catch {
      notifier.error(`${link.title}暂时无法打开，请稍后重试`);
    } finally {
      setOpening(null);
    }
  };

  return (
    <nav className="zs-section" aria-label="常用服务">
      <h2 className="zs-section-title">常用服务</h2>
      <div className="zs-entries">
        {links.map((l) => (
          <button
            key={`${l.title}|${l.url}`}
            type="button"
            className="zs-entry"
            aria-busy={opening === l.url}
            disabled={opening !== null}
            onClick={() => void open(l)}
          >
            {l.title}
          </button>
        ))}
      </div>
    </nav>
  );
}
