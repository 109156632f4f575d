'use client';

import dynamic from 'next/dynamic';

/** FlexLoanCalculator's boundary: the one calculator island (_ui/Calculator.client.tsx) as its own chunk, loaded only where a calculator is shown. */
export const LazyFlexLoanCalculator = dynamic(() => import('../_ui/Calculator.client').then((m) => m.Calculator));
