'use client';

import dynamic from 'next/dynamic';

/**
 * The lead forms' lazy boundary (LeadForm, HeroGetStartedForm): the form island (machines/leadForm) is a chunk of its own, loaded by the pages that have a form.
 * One boundary for every block that shows it: each dynamic() call is code in every page's first load.
 */
export const LazyLeadFormView = dynamic(() => import('./LeadFormView.client').then((m) => m.LeadFormView));
