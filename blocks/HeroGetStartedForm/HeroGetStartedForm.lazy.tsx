/** HeroGetStartedForm's lazy boundary is the lead forms' one, shared with LeadForm. */
export { LazyLeadFormView } from '../_ui/LeadFormView.lazy';
