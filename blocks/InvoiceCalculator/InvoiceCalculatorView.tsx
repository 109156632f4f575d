'use client';

import { useState, type ReactNode } from 'react';
import type { Locale } from '~/contracts/locales';
import {
  AMOUNT_STOPS,
  CALCULATOR_DEFAULTS,
  fillDisclaimer,
  formatMoney,
  formatPercent,
  INVOICE_PERIOD_DAYS,
  invoiceFinancing,
  invoiceRatePercent,
} from '~/rules';
import { CalculatorFrame } from '../_ui/CalculatorFrame';
import { StopSlider } from '../_ui/StopSlider';

export interface InvoiceLabels {
  amount: string;
  period: string;
  periodUnit: string;
  /** Words after the period, e.g. "till förfallodagen". */
  periodAffix: string;
  payout: string;
  fee: string;
  rate: string;
  disclaimer: string;
}

/** The invoice financing calculator (SPEC §9): the rate by days from the table, fee and payout from rules/. */
export function InvoiceCalculatorView({ locale, labels, cta }: { locale: Locale; labels: InvoiceLabels; cta?: ReactNode }) {
  const [amount, setAmount] = useState<number>(CALCULATOR_DEFAULTS.amount);
  const [days, setDays] = useState<number>(CALCULATOR_DEFAULTS.invoiceDays);
  // The slider only offers days of the table, so the rules' "no interest defined" error cannot arise here.
  const { fee, payout } = invoiceFinancing({ amount, days });
  const ratePercent = invoiceRatePercent(days);
  const money = (value: number) => formatMoney(value, locale);
  const rows = [
    { label: labels.payout, value: money(payout), lead: true },
    { label: labels.fee, value: money(fee) },
    { label: labels.rate, value: `${formatPercent(ratePercent, locale)} %` },
  ];
  return (
    <CalculatorFrame
      name="invoice"
      sliders={
        <>
          <StopSlider name="amount" label={labels.amount} stops={AMOUNT_STOPS} value={amount} onChange={setAmount} format={money} />
          <StopSlider
            name="period"
            label={labels.period}
            stops={INVOICE_PERIOD_DAYS}
            value={days}
            onChange={setDays}
            format={(d) => [d, labels.periodUnit, labels.periodAffix].filter(Boolean).join(' ')}
          />
        </>
      }
      rows={rows}
      disclaimer={labels.disclaimer ? fillDisclaimer(labels.disclaimer, ratePercent, locale) : ''}
      cta={cta}
    />
  );
}
