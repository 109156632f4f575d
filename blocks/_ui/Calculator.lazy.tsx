'use client';

import dynamic from 'next/dynamic';

/** The calculator island as its own chunk: only pages that show a calculator load it (the server still renders its HTML). */
export const LazyCalculator = dynamic(() => import('./Calculator.client').then((m) => m.Calculator));
