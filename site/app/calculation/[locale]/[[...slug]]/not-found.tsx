export { default } from '../../../[locale]/[[...slug]]/not-found';
