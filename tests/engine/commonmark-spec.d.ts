declare module 'commonmark-spec' {
  /** One example of the CommonMark specification. */
  export interface Example {
    markdown: string;
    html: string;
    section: string;
    number: number;
  }
  const spec: { text: string; tests: Example[] };
  export default spec;
}
