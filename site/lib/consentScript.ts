import {
  CONSENT_ASK,
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_MODE_DEFAULTS,
  CONSENT_READER,
  CONSENT_STATE_ATTRIBUTE,
  consentCookie,
  grantedFromCookie,
  grantedOf,
  REJECT_ALL,
} from '~/blocks/_lib/consent';
import { CONSENT_EARLY_CLICKS, CONSENT_TRIGGERS } from '~/blocks/_lib/consentState';
import { acceptAllOffered, type ConsentTexts } from '../templates/consentTexts';

/** The cookie's time as the server writes it into the head script, for the browser to put its own in place of. */
const COOKIE_TIME_STAND_IN = 1_000_000_000;

/**
 * The inline script at the top of every page's head (docs/cross-cutting.md §1: pages stay the same
 * for everyone, consent is read in the browser). Before the first paint and before any tag it
 * 1. pushes Google Consent Mode v2's defaults (everything denied) to the data layer, and
 * 2. sets <html data-consent-state> from the consent cookie: "ask" shows the banner through CSS, so
 *    a first visit paints it at once (no layout shift, nothing hidden later) and a returning visitor
 *    never sees it flash.
 * 3. while it asks, keeps the banner's height (from when the document is parsed, before any chunk has loaded) in
 *    `--consent-banner-inset` on <html>, which Consent.module.css keeps free at the bottom of the window when focus
 *    scrolls an element into view (the banner never hides what has focus), and in `--consent-banner-height` on
 *    <body>, which pads the page's end and lifts the preview's badge. Only while it asks: the banner going away (a
 *    choice) changes nothing there, since setting it restyled the whole page in the frame that should show the banner
 *    gone. The banner's own text scrolls under its row of buttons (sticky, so the choices show from the start) where it must
 *    scroll: the row's height is the banner's `scroll-padding-bottom`, so a focused link in the text stops above it. A
 *    row taller than half the banner (twice the text size on a phone: all of it) scrolls with the text instead
 *    (`data-row-scrolls`), or the text could never be read.
 *    Not an inherited custom property on <html>: with one there, Chromium styled 442 of /sv's 582 elements
 *    again when the consent state changed, in about one visit of three (the <html> one is registered as not
 *    inherited; the <body> one inherits, which does not do that; tests/bench/taps.bench.ts counts it).
 * 4. keeps its reading of the cookie on window (CONSENT_READER), for consent.ts to put the state back should React
 *    drop the attribute, and reads it again when the page comes back from the back/forward cache: a choice made on
 *    another page since (a withdrawal) holds here too, and the listeners hear of it.
 * 5. keeps the clicks on the consent controls (CONSENT_TRIGGERS) made before the marketing layer listens, on
 *    window (CONSENT_EARLY_CLICKS), for Marketing.client.tsx to hand over (on a slow phone the banner shows seconds
 *    before the page's scripts have run, and a tap there did nothing); a choice drops the dialog openings kept
 *    before it (the visitor chose instead). And it answers "Accept all" and "Reject all" at once, before and after:
 *    the consent cookie as consent.ts writes it (its text made here on the server, only the time filled in), and the
 *    state (the banner goes; focus, if it was in the banner, to the main landmark). The runtime, when it comes, does
 *    the rest (the tags' update, a refusal's expired tag cookies) and writes the same choice again; should it never
 *    come (offline, a blocked chunk), the choice holds all the same, on this page and the next.
 * "Accept all" grants what the site offers (acceptAllOffered: without the chat where the site has none).
 * The cookie is parsed by the very function the islands use (its source is inlined), so the two agree.
 * It never throws: a failure leaves the state "ask".
 */
export function consentBootstrapScript(texts: Pick<ConsentTexts, 'version' | 'categories'>): string {
  const policyVersion = texts.version;
  const acceptAll = acceptAllOffered(texts);
  // JSON in a script element: "</script" or "<!--" in a content-supplied version must not end it.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const args = [
    json(CONSENT_MODE_DEFAULTS),
    json(CONSENT_COOKIE),
    json(policyVersion),
    String(CONSENT_MAX_AGE_SECONDS),
    json(CONSENT_STATE_ATTRIBUTE),
    json(CONSENT_ASK),
    json(CONSENT_READER),
    json(CONSENT_CHANGE_EVENT),
    json(CONSENT_EARLY_CLICKS),
    json(CONSENT_TRIGGERS),
    json(grantedOf(acceptAll)),
    json(grantedOf(REJECT_ALL)),
    json(consentCookie(acceptAll, policyVersion, COOKIE_TIME_STAND_IN, false)),
    json(consentCookie(REJECT_ALL, policyVersion, COOKIE_TIME_STAND_IN, false)),
    json(`${encodeURIComponent('|')}${COOKIE_TIME_STAND_IN};`),
    String(COOKIE_TIME_STAND_IN),
  ].join(',');
  // `arguments` (not an array) is what gtag.js and Google Tag Manager read consent commands from.
  return `(function(defaults,name,version,maxAge,attribute,ask,reader,change,early,triggers,accepted,rejected,acceptCookie,rejectCookie,stamp,standIn,parse){var w=window;w.dataLayer=w.dataLayer||[];function gtag(){w.dataLayer.push(arguments)}gtag('consent','default',defaults);function read(){var s=null;try{s=parse(document.cookie,name,version,Math.floor(Date.now()/1000),maxAge)}catch(e){}return s||ask}w[reader]=read;var state=read();var root=document.documentElement;root.setAttribute(attribute,state);w.addEventListener('pageshow',function(e){var now=read();if(e.persisted&&root.getAttribute(attribute)!==now){root.setAttribute(attribute,now);w.dispatchEvent(new Event(change))}});if(state===ask&&w.ResizeObserver)document.addEventListener('DOMContentLoaded',function(){var banner=document.querySelector('[data-consent-banner]');if(banner){var row=banner.querySelector('[data-consent-actions]'),o=new ResizeObserver(function(){if(root.getAttribute(attribute)===ask){var h=banner.offsetHeight+'px';root.style.setProperty('--consent-banner-inset',h);document.body.style.setProperty('--consent-banner-height',h);if(row){var keep=banner.scrollHeight>banner.clientHeight&&row.offsetHeight*2<=banner.clientHeight;if(keep)banner.removeAttribute('data-row-scrolls');else banner.setAttribute('data-row-scrolls','');banner.style.scrollPaddingBottom=keep&&getComputedStyle(row).position==='sticky'?row.offsetHeight+'px':''}}});o.observe(banner);if(row)o.observe(row)}});var clicks=w[early]=[];function opens(c){return c.getAttribute('data-consent')==='choose'||c.hasAttribute('data-consent-settings')}document.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest(triggers):null;if(!t)return;var a=t.getAttribute('data-consent'),all=a==='accept-all';if(w[early]===clicks){if(all||a==='reject-all')for(var i=clicks.length;i--;)if(opens(clicks[i]))clicks.splice(i,1);clicks.push(t)}if(!all&&a!=='reject-all')return;try{document.cookie=(all?acceptCookie:rejectCookie).replace(stamp,stamp.replace(String(standIn),String(Math.floor(Date.now()/1000))))+(location.protocol==='https:'?'; Secure':'')}catch(x){}var b=t.closest('[data-consent-banner]'),f=b&&b.contains(document.activeElement);root.setAttribute(attribute,all?accepted:rejected);var m=f&&document.getElementById('main');if(m)m.focus({preventScroll:true})},true)})(${args},${grantedFromCookie.toString()})`;
}
