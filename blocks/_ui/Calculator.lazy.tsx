'use client';

import dynamic from 'next/dynamic';

/**
 * The calculators' lazy boundary (FlexLoanCalculator, WeeklyLoanCalculator, InvoiceCalculator): the one calculator island is a chunk of its own, loaded only where a calculator is shown.
 * One boundary for every block that shows it: each dynamic() call is code in every page's first load.
 */
export const LazyCalculator = dynamic(() => import('./Calculator.client').then((m) => m.Calculator));
