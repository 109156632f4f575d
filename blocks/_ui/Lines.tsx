import { Fragment } from 'react';
import { isBlankText } from '~/engine/richtext';

/**
 * A textarea's text with the line breaks the editor typed (Storyblok keeps them as "\n"): each one a `<br>`,
 * so an empty line between two paragraphs stays one. Breaks around the text are dropped; put it in a `<p>`.
 */
export function Lines({ text }: { text: string }) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 1 && isBlankText(lines[0]!)) lines.shift();
  while (lines.length > 1 && isBlankText(lines.at(-1)!)) lines.pop();
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}
