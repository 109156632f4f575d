'use client';

import dynamic from 'next/dynamic';

/**
 * HeroGetStartedForm's island: the onboarding lead form (machines/leadForm, kind "hero"), loaded as
 * a chunk of its own by the pages that have a form.
 */
export const HeroGetStartedFormView = dynamic(() => import('../_ui/LeadFormView').then((m) => m.LeadFormView));
