import { telHref } from '~/engine/links';
import { Icon } from './Icon';

/**
 * A phone link with its icon; the accessible name says what it is ("Ring oss på 010-000 00 00"). The number
 * shows as written and dials in international form where it can (engine/links.ts telHref); a text with no
 * number a phone can dial ("0771-KREDIT") shows as text.
 */
export function PhoneLink({ phone, label, callingCode, className }: { phone: string; label: string; callingCode?: string | undefined; className?: string }) {
  const href = telHref(phone, callingCode);
  if (!href)
    return (
      <span className={className}>
        <Icon name="phone" size={18} />
        <span>{phone}</span>
      </span>
    );
  return (
    <a className={className} href={href} aria-label={`${label} ${phone}`}>
      <Icon name="phone" size={18} />
      <span>{phone}</span>
    </a>
  );
}
