// Draft pages share the locale layout (the same <html>, theme and application wrapper).
export { default, generateStaticParams, metadata, viewport } from '../../[locale]/layout';
