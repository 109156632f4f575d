'use client';

/** LeadForm's island: the contact lead form with its thank-you dialog (machines/leadForm, kind "contact"). */
export { LeadFormView as ContactFormView } from '../_ui/LeadFormView.client';
