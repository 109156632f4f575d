'use client';

import dynamic from 'next/dynamic';

/** The carousel's island boundary: CarouselStage (machines/carousel) is loaded only where a carousel is shown. */
export const CarouselStage = dynamic(() => import('./CarouselStage').then((m) => m.CarouselStage));
