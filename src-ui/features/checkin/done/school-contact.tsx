import { useEffect, useState } from 'react';
import { useContainer } from '@ui/di';
import { EnrollmentGateway } from '@domain/use-cases/admissions/enrollment-gateway';

/** The school's 咨询电话 as a tappable tel: link (nothing while unknown or when the school has none). */
export function SchoolContact({ lead = '如有疑问，请联系学校' }: { lead?: string }) {
  const c = useContainer();
  const gateway = c.isBound(EnrollmentGateway) ? c.get<EnrollmentGateway>(EnrollmentGateway) : null;
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!gateway) return;
    gateway.servicePhone().then(
      (p) => live && setPhone(p.trim() || null),
      () => live && setPhone(null),
    );
    return () => {
      live = false;
    };
  }, [gateway]);
  if (!phone) return null;
  return (
    <p className="ck-contact" data-testid="school-contact">
      {lead}：
      <a href={`tel:${phone.replace(/[^\d+-]/g, '')}`} className="ui-link">
        咨询电话 {phone}
      </a>
    </p>
  );
}
