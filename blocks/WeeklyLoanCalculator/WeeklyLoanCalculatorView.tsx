'use client';

import { useState, type ReactNode } from 'react';
import type { Locale } from '~/contracts/locales';
import { AMOUNT_STOPS, CALCULATOR_DEFAULTS, fillDisclaimer, formatMoney, formatPercent, WEEKLY_LOAN_MONTHS, weeklyLoanPayments } from '~/rules';
import { CalculatorFrame } from '../_ui/CalculatorFrame';
import { StopSlider } from '../_ui/StopSlider';

export interface WeeklyLoanLabels {
  amount: string;
  period: string;
  periodUnit: string;
  /** Words after the period, e.g. "till förfallodagen". */
  periodAffix: string;
  perPeriod: string;
  total: string;
  interest: string;
  amortization: string;
  totalRepayment: string;
  disclaimer: string;
}

/** The weekly business loan calculator (SPEC §9): months become weekly payments, figures from rules/. */
export function WeeklyLoanCalculatorView({
  locale,
  interestPercent,
  labels,
  cta,
}: {
  locale: Locale;
  interestPercent: number;
  labels: WeeklyLoanLabels;
  cta?: ReactNode;
}) {
  const [amount, setAmount] = useState<number>(CALCULATOR_DEFAULTS.amount);
  const [months, setMonths] = useState<number>(CALCULATOR_DEFAULTS.weeklyLoanMonths);
  const loan = weeklyLoanPayments({ amount, months, interestPercent });
  const money = (value: number) => formatMoney(value, locale);
  const rows = [
    { label: labels.perPeriod, value: money(loan.perWeek.cost), lead: true },
    ...(labels.amortization ? [{ label: labels.amortization, value: money(loan.perWeek.amortization) }] : []),
    ...(labels.interest ? [{ label: labels.interest, value: `${formatPercent(interestPercent, locale)} %` }] : []),
    { label: labels.total, value: money(loan.total.fee) },
    ...(labels.totalRepayment ? [{ label: labels.totalRepayment, value: money(loan.total.cost) }] : []),
  ];
  return (
    <CalculatorFrame
      name="weekly"
      sliders={
        <>
          <StopSlider name="amount" label={labels.amount} stops={AMOUNT_STOPS} value={amount} onChange={setAmount} format={money} />
          <StopSlider
            name="period"
            label={labels.period}
            stops={WEEKLY_LOAN_MONTHS}
            value={months}
            onChange={setMonths}
            format={(m) => [m, labels.periodUnit, labels.periodAffix].filter(Boolean).join(' ')}
          />
        </>
      }
      rows={rows}
      disclaimer={labels.disclaimer ? fillDisclaimer(labels.disclaimer, interestPercent, locale) : ''}
      cta={cta}
    />
  );
}
