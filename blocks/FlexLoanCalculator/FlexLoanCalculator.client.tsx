'use client';

import dynamic from 'next/dynamic';

/** FlexLoanCalculator's island boundary: the sliders and the result panel (FlexLoanCalculatorView) load only where this calculator is shown. */
export const FlexLoanCalculatorView = dynamic(() => import('./FlexLoanCalculatorView').then((m) => m.FlexLoanCalculatorView));
