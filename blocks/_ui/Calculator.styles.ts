/**
 * The stylesheets of the calculator island (Calculator.lazy.tsx), for the server blocks that render it to import
 * (blocks/README.md): so they are part of the page's inlined CSS, not a render-blocking <link> of the lazy chunk.
 */
import './CalculatorFrame.module.css';
import './StopSlider.module.css';
import './CtaLink.module.css';
import './LeadFormView.module.css';
import './LoadingButton.module.css';
