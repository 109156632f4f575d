'use client';

import dynamic from 'next/dynamic';

/**
 * LeadForm's island: the contact lead form with its thank-you dialog (machines/leadForm, kind
 * "contact"), loaded as a chunk of its own by the pages that have a form.
 */
export const ContactFormView = dynamic(() => import('../_ui/LeadFormView').then((m) => m.LeadFormView));
