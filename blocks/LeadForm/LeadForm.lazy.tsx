'use client';

import dynamic from 'next/dynamic';

/**
 * LeadForm's lazy boundary: the contact lead form with its thank-you dialog (machines/leadForm, kind
 * "contact") is a chunk of its own, loaded by the pages that have a form.
 */
export const LazyLeadFormView = dynamic(() => import('../_ui/LeadFormView.client').then((m) => m.LeadFormView));
