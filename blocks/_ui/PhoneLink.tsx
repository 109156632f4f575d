import { Icon } from './Icon';

/** tel: href of a phone number as editors write it ("010-000 00 00" → "tel:0100000000"). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone link with its icon; the accessible name says what it is ("Ring oss på 010-000 00 00"). */
export function PhoneLink({ phone, label, className }: { phone: string; label: string; className?: string }) {
  return (
    <a className={className} href={telHref(phone)} aria-label={`${label} ${phone}`}>
      <Icon name="phone" size={18} />
      <span>{phone}</span>
    </a>
  );
}
