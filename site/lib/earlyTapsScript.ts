import { EARLY_AT, EARLY_ATTRIBUTE, EARLY_POSITION, EARLY_TAP, EARLY_TAPPED, EARLY_TOGGLE, TAP_SLOP_PX } from '~/blocks/_lib/earlyTaps';
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
 *  - on EARLY_POSITION notes where along the element the tap landed (EARLY_AT: a fraction of its width from the left),
 *    and where a drag along it was let go (a finger moved sideways along a slider's track, or on its thumb, makes no
 *    click): the primary pointer's main button from its `pointerdown` there to its `pointerup`, once it has moved
 *    further sideways than up or down by more than TAP_SLOP_PX, as the slider's island takes a drag. A touch the
 *    browser took for a scroll (`pointercancel`: the track pans up and down) or a move up or down notes nothing.
 * It listens on the document in the capture phase, registered before React's listeners on the same document, so it
 * runs first. Without the mark (every hydrated control) it does nothing. And while a toggle's button is marked, a
 * closed panel that find-in-page (or a #:~:text= link) reveals (`beforematch`) gets its button's `aria-expanded` true:
 * a kept FAQ (its script never loaded) has no island to say so, ever.
 */
export function earlyTapsScript(): string {
  const args = [EARLY_ATTRIBUTE, EARLY_TOGGLE, EARLY_TAP, EARLY_TAPPED, CLOSED_PANEL, EARLY_POSITION, EARLY_AT, TAP_SLOP_PX]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(function(mark,toggle,tap,tapped,closed,position,at,slop){document.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest('['+mark+']'):null;if(!t)return;e.stopImmediatePropagation();var kind=t.getAttribute(mark);if(kind===toggle){var panel=document.getElementById(t.getAttribute('aria-controls')||''),open=panel?panel.hasAttribute('hidden'):t.getAttribute('aria-expanded')!=='true';t.setAttribute('aria-expanded',String(open));if(panel){if(open)panel.removeAttribute('hidden');else panel.setAttribute('hidden',closed)}}else if(kind===tap){t.setAttribute(mark,tapped);new MutationObserver(function(_,o){if(!t.hasAttribute(mark)){o.disconnect();t.click()}}).observe(t,{attributes:true,attributeFilter:[mark]})}else if(kind===position){var r=t.getBoundingClientRect();if(r.width>0&&e.detail>0)t.setAttribute(at,String((e.clientX-r.left)/r.width))}},true);var drag=null;document.addEventListener('pointerdown',function(e){if(!e.isPrimary||e.button!==0)return;var t=e.target&&e.target.closest?e.target.closest('['+mark+'="'+position+'"]'):null;drag=t?{t:t,id:e.pointerId,x:e.clientX,y:e.clientY,side:false}:null},true);document.addEventListener('pointermove',function(e){if(!drag||e.pointerId!==drag.id||drag.side)return;var dx=Math.abs(e.clientX-drag.x);if(dx>slop&&dx>=Math.abs(e.clientY-drag.y))drag.side=true},true);document.addEventListener('pointerup',function(e){if(!drag||e.pointerId!==drag.id)return;var d=drag,r=d.t.getBoundingClientRect();drag=null;if(d.side&&r.width>0&&d.t.getAttribute(mark)===position)d.t.setAttribute(at,String((e.clientX-r.left)/r.width))},true);document.addEventListener('pointercancel',function(e){if(drag&&e.pointerId===drag.id)drag=null},true);document.addEventListener('beforematch',function(e){var p=e.target,b=p&&p.id?document.querySelectorAll('['+mark+'="'+toggle+'"]'):[];for(var i=0;i<b.length;i++)if(b[i].getAttribute('aria-controls')===p.id)b[i].setAttribute('aria-expanded','true')},true)})(${args})`;
}
