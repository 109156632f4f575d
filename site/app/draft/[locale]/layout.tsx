// Draft pages share the locale layout (the same <html>, theme and application wrapper).
export { default, generateMetadata, generateStaticParams, viewport } from '../../[locale]/layout';
