'use client';

import dynamic from 'next/dynamic';
// The island's stylesheets, imported here too so they are part of the page's own (inlined) CSS: a stylesheet
// only the lazy chunk imports reaches the page as a render-blocking <link> of its own.
import './LeadFormView.module.css';
import './LoadingButton.module.css';

/**
 * The lead forms' lazy boundary (LeadForm, HeroGetStartedForm): the form island (machines/leadForm) is a chunk of its own, loaded by the pages that have a form.
 * One boundary for every block that shows it: each dynamic() call is code in every page's first load.
 */
export const LazyLeadFormView = dynamic(() => import('./LeadFormView.client').then((m) => m.LeadFormView));
