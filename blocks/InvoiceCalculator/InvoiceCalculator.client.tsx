'use client';

import dynamic from 'next/dynamic';

/** InvoiceCalculator's island boundary: the sliders and the result panel (InvoiceCalculatorView) load only where this calculator is shown. */
export const InvoiceCalculatorView = dynamic(() => import('./InvoiceCalculatorView').then((m) => m.InvoiceCalculatorView));
