'use client';

import dynamic from 'next/dynamic';

/**
 * HeroGetStartedForm's lazy boundary: the onboarding lead form (machines/leadForm, kind "hero") is a
 * chunk of its own, loaded by the pages that have a form.
 */
export const LazyLeadFormView = dynamic(() => import('../_ui/LeadFormView.client').then((m) => m.LeadFormView));
