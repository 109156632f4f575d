// Calculated pages share the locale layout (the same <html>, theme, chrome and application wrapper).
export { default, generateMetadata, generateStaticParams, viewport } from '../../[locale]/layout';
