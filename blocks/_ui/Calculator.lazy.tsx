'use client';

import dynamic from 'next/dynamic';
// The island's stylesheets, imported here too so they are part of the page's own (inlined) CSS: a stylesheet
// only the lazy chunk imports reaches the page as a render-blocking <link> of its own.
import './CalculatorFrame.module.css';
import './StopSlider.module.css';
import './CtaLink.module.css';

/**
 * The calculators' lazy boundary (FlexLoanCalculator, WeeklyLoanCalculator, InvoiceCalculator): the one calculator island is a chunk of its own, loaded only where a calculator is shown.
 * One boundary for every block that shows it: each dynamic() call is code in every page's first load.
 */
export const LazyCalculator = dynamic(() => import('./Calculator.client').then((m) => m.Calculator));
