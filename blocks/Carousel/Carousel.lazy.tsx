'use client';

import dynamic from 'next/dynamic';
// The island's stylesheets, imported here too so they are part of the page's own (inlined) CSS: a stylesheet
// only the lazy chunk imports reaches the page as a render-blocking <link> of its own.
import './Carousel.module.css';

/** The carousel's lazy boundary: its island (machines/carousel) is a chunk loaded only where a carousel is shown. */
export const LazyCarouselStage = dynamic(() => import('./CarouselStage.client').then((m) => m.CarouselStage));
