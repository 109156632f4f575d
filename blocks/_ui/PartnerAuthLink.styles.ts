/**
 * The stylesheets of the partner authorisation link island (PartnerAuthLink.lazy.tsx), for the server blocks that render it to import
 * (blocks/README.md): so they are part of the page's inlined CSS, not a render-blocking <link> of the lazy chunk.
 */
import './CtaLink.module.css';
