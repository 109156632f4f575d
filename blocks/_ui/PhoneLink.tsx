import { telHref } from '~/engine/links';
import { Icon } from './Icon';

/**
 * A phone link with its icon; the accessible name says what it is ("Ring oss på 010-000 00 00"). The number
 * shows as written and dials in international form where it can (engine/links.ts telHref).
 */
export function PhoneLink({ phone, label, callingCode, className }: { phone: string; label: string; callingCode?: string | undefined; className?: string }) {
  return (
    <a className={className} href={telHref(phone, callingCode)} aria-label={`${label} ${phone}`}>
      <Icon name="phone" size={18} />
      <span>{phone}</span>
    </a>
  );
}
