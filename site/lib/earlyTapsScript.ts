import { EARLY_AT, EARLY_ATTRIBUTE, EARLY_POSITION, EARLY_QUERY, EARLY_QUERY_DROP, EARLY_TAP, EARLY_TAPPED, EARLY_TOGGLE } from '~/blocks/_lib/earlyTaps';
import { CLOSED_PANEL } from '~/blocks/_ui/closedPanel';

/**
 * The inline script in every page's head that answers taps on controls whose island has not hydrated yet
 * (blocks/_lib/earlyTaps.ts): a click on an element marked EARLY_ATTRIBUTE, or inside one, is kept from every later
 * listener (React's among them: it would drop it, or, hydrating the page at once for it, answer it a second time) and
 *  - on EARLY_TOGGLE opens or closes the panel the button controls (`aria-expanded`, and the panel's `hidden`): it
 *    opens a panel the visitor does not see and closes one they do (a closed answer that find-in-page revealed shows:
 *    the tap closes it, rather than doing nothing visible);
 *  - on EARLY_TAP notes the tap (EARLY_TAPPED) and, once the island has taken the mark away (it hydrated), clicks the
 *    control again, for React to answer (a MutationObserver's callback: after the commit that hydrated it);
 *  - on EARLY_POSITION notes where along the element the tap landed (EARLY_AT: a fraction of its width from the left).
 * It listens on the document in the capture phase, registered before React's listeners on the same document, so it
 * runs first. Without the mark (every hydrated control) it does nothing. And while a toggle's button is marked, a
 * closed panel that find-in-page (or a #:~:text= link) reveals (`beforematch`) gets its button's `aria-expanded` true:
 * a kept FAQ (its script never loaded) has no island to say so, ever.
 */
export function earlyTapsScript(): string {
  const args = [EARLY_ATTRIBUTE, EARLY_TOGGLE, EARLY_TAP, EARLY_TAPPED, CLOSED_PANEL, EARLY_POSITION, EARLY_AT].map((value) => JSON.stringify(value)).join(',');
  return `(function(mark,toggle,tap,tapped,closed,position,at){document.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest('['+mark+']'):null;if(!t)return;e.stopImmediatePropagation();var kind=t.getAttribute(mark);if(kind===toggle){var panel=document.getElementById(t.getAttribute('aria-controls')||''),open=panel?panel.hasAttribute('hidden'):t.getAttribute('aria-expanded')!=='true';t.setAttribute('aria-expanded',String(open));if(panel){if(open)panel.removeAttribute('hidden');else panel.setAttribute('hidden',closed)}}else if(kind===tap){t.setAttribute(mark,tapped);new MutationObserver(function(_,o){if(!t.hasAttribute(mark)){o.disconnect();t.click()}}).observe(t,{attributes:true,attributeFilter:[mark]})}else if(kind===position){var r=t.getBoundingClientRect();if(r.width>0&&e.detail>0)t.setAttribute(at,String((e.clientX-r.left)/r.width))}},true);document.addEventListener('beforematch',function(e){var p=e.target,b=p&&p.id?document.querySelectorAll('['+mark+'="'+toggle+'"]'):[];for(var i=0;i<b.length;i++)if(b[i].getAttribute('aria-controls')===p.id)b[i].setAttribute('aria-expanded','true')},true)})(${args})`;
}

/**
 * The inline script right after a link marked EARLY_QUERY (the partner hero page's authorisation link,
 * site/templates/PartnerHeroPageTemplate.tsx), on the pages that have one only: the page is static, so its HTML has the
 * link's bare address, and this appends the page's query string to it as soon as the link is parsed, as the island
 * will (partnerAuthUrl: after the link's own query, every parameter but the one EARLY_QUERY_DROP names, before the
 * fragment), and takes EARLY_QUERY_DROP away (once). A tap before the island has run (a slow phone), or on a link whose
 * island never loads, carries a partner's OAuth parameters on.
 */
export function earlyQueryScript(): string {
  const args = [EARLY_ATTRIBUTE, EARLY_QUERY, EARLY_QUERY_DROP].map((value) => JSON.stringify(value)).join(',');
  return `(function(mark,query,drop){var l=document.querySelectorAll('['+mark+'="'+query+'"]['+drop+']');for(var i=0;i<l.length;i++){var t=l[i],d=t.getAttribute(drop);t.removeAttribute(drop);try{var u=new URL(t.href);new URLSearchParams(location.search).forEach(function(v,k){if(k!==d)u.searchParams.append(k,v)});t.href=u.href}catch(x){}}})(${args})`;
}
