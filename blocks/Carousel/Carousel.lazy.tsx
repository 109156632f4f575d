'use client';

import dynamic from 'next/dynamic';

/** The carousel's lazy boundary: its island (machines/carousel) is a chunk loaded only where a carousel is shown. */
export const LazyCarouselStage = dynamic(() => import('./CarouselStage.client').then((m) => m.CarouselStage));
