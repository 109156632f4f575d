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
 *  - on EARLY_POSITION notes where along the element the tap landed (EARLY_AT: a fraction of its width from the left);
 *  - on EARLY_QUERY appends the page's query string to the link, but the parameter its EARLY_QUERY_DROP names (once:
 *    the attribute goes), and lets the click go on to every listener (a tag manager's, the Visual Editor's): there is
 *    no island's answer to keep it from. It does so for every such link once the HTML is all there
 *    (DOMContentLoaded), and before that at a press on the link (`pointerdown`: a tap, a click, a middle click, a long
 *    press or a drag) and when its menu opens (`contextmenu`).
 * It listens on the document in the capture phase, registered before React's listeners on the same document, so it
 * runs first. Without the mark (every hydrated control) it does nothing. And while a toggle's button is marked, a
 * closed panel that find-in-page (or a #:~:text= link) reveals (`beforematch`) gets its button's `aria-expanded` true:
 * a kept FAQ (its script never loaded) has no island to say so, ever.
 */
export function earlyTapsScript(): string {
  const args = [EARLY_ATTRIBUTE, EARLY_TOGGLE, EARLY_TAP, EARLY_TAPPED, CLOSED_PANEL, EARLY_POSITION, EARLY_AT, EARLY_QUERY, EARLY_QUERY_DROP]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(function(mark,toggle,tap,tapped,closed,position,at,query,drop){var marked='['+mark+'="'+query+'"]';function carry(t){var d=t.getAttribute(drop);if(d===null)return;t.removeAttribute(drop);try{var u=new URL(t.href);new URLSearchParams(location.search).forEach(function(v,k){if(k!==d)u.searchParams.append(k,v)});t.href=u.href}catch(x){}}function carryTarget(e){var t=e.target&&e.target.closest?e.target.closest(marked):null;if(t)carry(t)}document.addEventListener('pointerdown',carryTarget,true);document.addEventListener('contextmenu',carryTarget,true);document.addEventListener('DOMContentLoaded',function(){var l=document.querySelectorAll(marked);for(var i=0;i<l.length;i++)carry(l[i])});document.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest('['+mark+']'):null;if(!t)return;var kind=t.getAttribute(mark);if(kind===query)return carry(t);e.stopImmediatePropagation();if(kind===toggle){var panel=document.getElementById(t.getAttribute('aria-controls')||''),open=panel?panel.hasAttribute('hidden'):t.getAttribute('aria-expanded')!=='true';t.setAttribute('aria-expanded',String(open));if(panel){if(open)panel.removeAttribute('hidden');else panel.setAttribute('hidden',closed)}}else if(kind===tap){t.setAttribute(mark,tapped);new MutationObserver(function(_,o){if(!t.hasAttribute(mark)){o.disconnect();t.click()}}).observe(t,{attributes:true,attributeFilter:[mark]})}else if(kind===position){var r=t.getBoundingClientRect();if(r.width>0&&e.detail>0)t.setAttribute(at,String((e.clientX-r.left)/r.width))}},true);document.addEventListener('beforematch',function(e){var p=e.target,b=p&&p.id?document.querySelectorAll('['+mark+'="'+toggle+'"]'):[];for(var i=0;i<b.length;i++)if(b[i].getAttribute('aria-controls')===p.id)b[i].setAttribute('aria-expanded','true')},true)})(${args})`;
}
