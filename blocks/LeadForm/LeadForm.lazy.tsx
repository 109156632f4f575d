/** LeadForm's lazy boundary is the lead forms' one, shared with HeroGetStartedForm. */
export { LazyLeadFormView } from '../_ui/LeadFormView.lazy';
