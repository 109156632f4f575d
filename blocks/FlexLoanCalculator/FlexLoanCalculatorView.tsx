'use client';

import { useState, type ReactNode } from 'react';
import type { Locale } from '~/contracts/locales';
import { AMOUNT_STOPS, CALCULATOR_DEFAULTS, fillDisclaimer, FLEX_PERIOD_DAYS, flexLoanCost, formatMoney, formatPercent } from '~/rules';
import { CalculatorFrame } from '../_ui/CalculatorFrame';
import { StopSlider } from '../_ui/StopSlider';

export interface FlexLoanLabels {
  amount: string;
  period: string;
  periodUnit: string;
  /** Words after the period, e.g. "till förfallodagen". */
  periodAffix: string;
  total: string;
  interest: string;
  totalRepayment: string;
  disclaimer: string;
}

/** The flex credit calculator (SPEC §9): cost = amount × rate × days / 30, from rules/. */
export function FlexLoanCalculatorView({
  locale,
  interestPercent,
  labels,
  cta,
}: {
  locale: Locale;
  interestPercent: number;
  labels: FlexLoanLabels;
  cta?: ReactNode;
}) {
  const [amount, setAmount] = useState<number>(CALCULATOR_DEFAULTS.amount);
  const [days, setDays] = useState<number>(CALCULATOR_DEFAULTS.flexDays);
  const cost = flexLoanCost({ amount, days, interestPercent });
  const money = (value: number) => formatMoney(value, locale);
  const rows = [
    { label: labels.total, value: money(cost), lead: true },
    ...(labels.interest ? [{ label: labels.interest, value: `${formatPercent(interestPercent, locale)} %` }] : []),
    ...(labels.totalRepayment ? [{ label: labels.totalRepayment, value: money(amount + cost) }] : []),
  ];
  return (
    <CalculatorFrame
      name="flex"
      sliders={
        <>
          <StopSlider name="amount" label={labels.amount} stops={AMOUNT_STOPS} value={amount} onChange={setAmount} format={money} />
          <StopSlider
            name="period"
            label={labels.period}
            stops={FLEX_PERIOD_DAYS}
            value={days}
            onChange={setDays}
            format={(d) => [d, labels.periodUnit, labels.periodAffix].filter(Boolean).join(' ')}
          />
        </>
      }
      rows={rows}
      disclaimer={labels.disclaimer ? fillDisclaimer(labels.disclaimer, interestPercent, locale) : ''}
      cta={cta}
    />
  );
}
