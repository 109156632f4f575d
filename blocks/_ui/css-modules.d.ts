// CSS modules (handled by Next.js, and by Vite in tests): the default export maps class names to generated ones.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
declare module '*.css';
