'use client';

/** HeroGetStartedForm's island: the onboarding lead form (machines/leadForm, kind "hero"). */
export { LeadFormView as HeroGetStartedFormView } from '../_ui/LeadFormView.client';
