'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { I18nProvider } from 'react-aria/I18nProvider';
import type { Cta } from '~/codegen/generated/types';
import type { Locale } from '~/contracts/locales';
import type { EditableAttributes } from '~/engine/render/editable';
// From the modules, not rules/index.ts: the index also brings the bank table and the identity-number
// rules, which the bundler keeps (their modules build lookup tables when loaded) and no calculator needs.
import {
  CALCULATOR_MODELS,
  formatFigure,
  type CalculatorInputs,
  type CalculatorKind,
  type CalculatorModel,
  type CalculatorRowKey,
} from '~/rules/calculatorModels';
import { fillDisclaimer } from '~/rules/calculators';
import { formatMoney, formatNumber } from '~/rules/money';
import { CALCULATOR_CHANGE_EVENT, pushDataLayer } from '../_lib/analytics';
import { CALCULATOR_PARAMS, hrefWithInputs, inputsFromSearch, pageHrefWithInputs } from '../_lib/calculatorQuery';
import { keepInEntry, readEntryState, reloadedIntoCurrentEntry } from '../_lib/entryState';
import { CalculatorForm } from './CalculatorForm';
import { CalculatorFrame } from './CalculatorFrame';
import { CtaLink } from './CtaLink';
import { StopSlider } from './StopSlider';

/** The words of one calculator: the content's, with the site's fallbacks filled in by the block. */
export interface CalculatorLabels<K extends CalculatorKind = CalculatorKind> {
  amount: string;
  period: string;
  periodUnit: string;
  /** Words after the period, e.g. "till förfallodagen". */
  periodAffix: string;
  /** Template with {interest}; empty for none. */
  disclaimer: string;
  /** A label per panel row; a row without a label is not shown. */
  rows: Partial<Record<CalculatorRowKey<K>, string>>;
  /** The button of the form without JavaScript (CalculatorForm). */
  calculate: string;
}

/** Props of the calculator island: plain data, so the server block can hand them over. */
export interface CalculatorProps {
  kind: CalculatorKind;
  /** The block's _uid: names this calculator in the form without JavaScript and in the page's query. */
  uid: string;
  /** The id of the calculator's section (its block's, unique on the page): the form without JavaScript comes back to it. */
  anchor: string;
  /** The values the server computed the figures for (the form without JavaScript was sent), else the model's defaults. */
  initial?: CalculatorInputs | undefined;
  locale: Locale;
  /** The content's interest percentage (flex credit, weekly loan); invoice financing uses its table. */
  interestPercent: number;
  labels: CalculatorLabels;
  /** The call to action; its link gets the chosen amount and period. */
  cta?: Cta | undefined;
  /** Its Visual Editor attributes (draft content only), so that the editor selects it, not the calculator. */
  ctaEditable?: EditableAttributes | undefined;
}

// Writes of the page's URL are spaced out: browsers throttle or refuse quick runs of
// history.replaceState (Safari allows 100 in 30 s), and a held arrow key moves a slider 30 times a second.
const URL_WRITE_INTERVAL_MS = 250;

/**
 * Under which name the history entry keeps a calculator's last values (blocks/_lib/entryState.ts): the URL's writes
 * are spaced out, and a reload fixes its URL before `pagehide`, so a reload within the wait showed the values before
 * the last change. Kept as the query the URL would get; read back through the same checks as the URL's.
 */
const keptName = (uid: string) => `calculator:${window.location.pathname}:${uid}`;

/** On a reload, the values this entry kept for the calculator (checked as the URL's are); else null. */
function keptOnReload(model: CalculatorModel, uid: string): CalculatorInputs | null {
  const kept = reloadedIntoCurrentEntry() ? readEntryState(keptName(uid)) : undefined;
  return typeof kept === 'string' ? inputsFromSearch(model, kept) : null;
}

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The slider values: the visitor's, else the page URL's (a shared link, or Back to this page), else
 * the server's, else the model's defaults. The server and hydration render the server's values (a
 * page rendered for the form without JavaScript) or the defaults; the URL's values follow in the
 * next render. A URL that names another calculator (`calculator`) has no values for this one.
 * Every change is written back to the URL's query (`amount`, `period`), spaced out and flushed
 * when the page is hidden, so Back, a reload or a copied link shows the same figures.
 */
function useCalculatorInputs(
  model: CalculatorModel,
  uid: string,
  initial: CalculatorInputs | undefined,
): [CalculatorInputs, (next: CalculatorInputs) => void, () => CalculatorInputs] {
  const search = useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => null,
  );
  const [chosen, setChosen] = useState<CalculatorInputs | null>(null);
  // A reload within a spaced-out write's wait: the last change's values, which the reloaded URL lacks. Read once, on
  // the client, and shown from the render after hydration on, as the URL's are.
  const [kept] = useState(() => (typeof window === 'undefined' ? null : keptOnReload(model, uid)));
  const inputs = chosen ?? (search === null ? null : (kept ?? inputsFromSearch(model, search, uid))) ?? initial ?? model.defaults;
  // The values as they stand now, for a change made before the next render: the last chosen, else the URL's (read
  // live: the hydration render has not read it yet), else the server's or the defaults.
  const latest = useRef<CalculatorInputs | null>(null);
  const current = () =>
    latest.current ?? (typeof window === 'undefined' ? null : (kept ?? inputsFromSearch(model, window.location.search, uid))) ?? initial ?? model.defaults;

  const pending = useRef<{ timer: number; values: CalculatorInputs } | null>(null);
  const lastWrite = useRef(0);
  const write = useRef<() => void>(() => undefined);

  useEffect(() => {
    const path = window.location.pathname;
    write.current = () => {
      const due = pending.current;
      if (!due) return;
      window.clearTimeout(due.timer);
      pending.current = null;
      // After a client-side navigation the URL is another page's: it must not get these values.
      if (window.location.pathname !== path) return;
      lastWrite.current = Date.now();
      // Other calculators on the page (each has its form's hidden `calculator` field): the address names this one.
      const shared = document.querySelectorAll(`input[name="${CALCULATOR_PARAMS.calculator}"]`).length > 1;
      const url = new URL(pageHrefWithInputs(window.location.href, due.values, uid, shared));
      try {
        window.history.replaceState(null, '', url.pathname + url.search + url.hash);
      } catch {
        // A browser that refuses the write keeps the figures on the page; only Back loses them.
      }
    };
    const flush = () => write.current();
    // A click on a link: the site's router leaves the page at once, before a spaced-out write is due (and the
    // cleanup's flush then finds the next page's URL). Written first, Back finds the values.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) flush();
    };
    // The kept values go to the URL too (a copied link, the next reload).
    const fromUrl = inputsFromSearch(model, window.location.search, uid);
    if (kept && (kept.amount !== fromUrl?.amount || kept.period !== fromUrl.period)) pending.current = { values: kept, timer: window.setTimeout(flush, 0) };
    window.addEventListener('pagehide', flush);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('click', onClick, true);
      flush();
    };
  }, [uid, kept, model]);

  const update = (next: CalculatorInputs) => {
    latest.current = next;
    setChosen(next);
    keepInEntry(keptName(uid), hrefWithInputs('', next)); // "?amount=…&period=…"
    if (pending.current) window.clearTimeout(pending.current.timer);
    const wait = Math.max(0, lastWrite.current + URL_WRITE_INTERVAL_MS - Date.now());
    pending.current = { values: next, timer: window.setTimeout(() => write.current(), wait) };
  };

  return [inputs, update, current];
}

/** How long a slider must rest before the result is announced: a held arrow key passes many stops. */
const ANNOUNCE_AFTER_MS = 600;

/** `text`, once it has stayed the same for ANNOUNCE_AFTER_MS. */
function useSettledAnnouncement(text: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The one calculator island (SPEC §2): two stop sliders, the panel of the kind's model from rules/,
 * the disclaimer with the rate filled in, and the call to action carrying the chosen amount and
 * period. Every figure comes from rules/ (the model's rows, formatFigure); nothing is computed here.
 */
export function Calculator({ kind, uid, anchor, initial, locale, interestPercent, labels, cta, ctaEditable }: CalculatorProps) {
  const model: CalculatorModel = CALCULATOR_MODELS[kind];
  const [inputs, setInputs, currentInputs] = useCalculatorInputs(model, uid, initial);
  const reported = useRef(false);
  // Nothing is announced until the visitor moves a slider (the figures on load are there to read).
  const [moved, setMoved] = useState(false);
  const terms = { interestPercent };

  // One slider's new value over the values as they stand (both sliders may take over a key pressed before hydration
  // in the same commit, before a render: each keeps the other's).
  const change = (patch: Partial<CalculatorInputs>) => {
    const now = currentInputs();
    const next = { ...now, ...patch };
    if (next.amount === now.amount && next.period === now.period) return;
    setMoved(true);
    setInputs(next);
    if (!reported.current) {
      reported.current = true;
      pushDataLayer({ event: CALCULATOR_CHANGE_EVENT, calculator: kind });
    }
  };

  const rows = model.rows(inputs, terms).flatMap((row) => {
    const label = labels.rows[row.key];
    return label ? [{ key: row.key, label, value: formatFigure(row.figure, locale), lead: row.lead }] : [];
  });
  const headline = rows.find((row) => row.lead);
  const announcement = useSettledAnnouncement(moved && headline ? `${headline.label} ${headline.value}` : '');
  const offer =
    cta && (cta.link.kind === 'internal' || cta.link.kind === 'external')
      ? { ...cta, link: { ...cta.link, href: hrefWithInputs(cta.link.href, inputs) } }
      : cta;
  const period = (value: number) => [formatNumber(value, locale), labels.periodUnit, labels.periodAffix].filter(Boolean).join(' ');
  const money = (value: number) => formatMoney(value, locale);

  return (
    <CalculatorFrame
      kind={kind}
      sliders={
        // The page's language for react-aria (its direction above all): without it the sliders follow the browser's,
        // and a right-to-left one (Arabic, Persian, Hebrew) mirrored them: ArrowRight lowered the amount.
        <I18nProvider locale={locale}>
          <StopSlider
            name="amount"
            label={labels.amount}
            stops={model.amountStops}
            value={inputs.amount}
            onChange={(amount) => change({ amount })}
            format={money}
          />
          <StopSlider
            name="period"
            label={labels.period}
            stops={model.periodStops}
            value={inputs.period}
            onChange={(value) => change({ period: value })}
            format={period}
          />
        </I18nProvider>
      }
      form={
        <CalculatorForm
          uid={uid}
          anchor={anchor}
          submit={labels.calculate}
          choices={[
            { name: 'amount', label: labels.amount, stops: model.amountStops, value: inputs.amount, format: money },
            { name: 'period', label: labels.period, stops: model.periodStops, value: inputs.period, format: period },
          ]}
        />
      }
      rows={rows}
      announcement={announcement}
      disclaimer={labels.disclaimer ? fillDisclaimer(labels.disclaimer, model.disclaimerPercent(inputs, terms), locale) : ''}
      cta={offer && <CtaLink cta={offer} editable={ctaEditable} />}
    />
  );
}
