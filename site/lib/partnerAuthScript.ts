import { PARTNER_AUTH_PENDING } from '~/blocks/_lib/partnerAuth';

/**
 * The inline script right after a partner hero page's authorisation link (site/templates/PartnerHeroPageTemplate.tsx),
 * on those pages only: the page is static, so its HTML has the link's bare address, and this appends the page's query
 * string to it as soon as the link is parsed, as the island will (blocks/_lib/partnerAuth.ts, partnerAuthUrl: after the
 * link's own query, every parameter but the one PARTNER_AUTH_PENDING names, before the fragment), and takes the
 * attribute away (once). A tap before the island has run (a slow phone), or on a link whose island never loads, carries
 * a partner's OAuth parameters on.
 */
export function partnerAuthScript(): string {
  return `(function(pending){var l=document.querySelectorAll('['+pending+']');for(var i=0;i<l.length;i++){var t=l[i],d=t.getAttribute(pending);t.removeAttribute(pending);try{var u=new URL(t.href);new URLSearchParams(location.search).forEach(function(v,k){if(k!==d)u.searchParams.append(k,v)});t.href=u.href}catch(x){}}})(${JSON.stringify(PARTNER_AUTH_PENDING)})`;
}
