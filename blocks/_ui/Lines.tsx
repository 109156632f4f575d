import { Fragment } from 'react';

/**
 * A textarea's text with the line breaks the editor typed (Storyblok keeps them as "\n"): each one a `<br>`,
 * so an empty line between two paragraphs stays one. Breaks around the text are dropped; put it in a `<p>`.
 */
export function Lines({ text }: { text: string }) {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/^[\s\u200B\uFEFF]*\n|\n[\s\u200B\uFEFF]*$/g, '')
    .split('\n');
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}
