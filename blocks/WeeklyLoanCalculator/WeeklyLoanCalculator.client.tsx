'use client';

import dynamic from 'next/dynamic';

/** WeeklyLoanCalculator's island boundary: the sliders and the result panel (WeeklyLoanCalculatorView) load only where this calculator is shown. */
export const WeeklyLoanCalculatorView = dynamic(() => import('./WeeklyLoanCalculatorView').then((m) => m.WeeklyLoanCalculatorView));
