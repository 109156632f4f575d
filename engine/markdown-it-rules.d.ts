/** markdown-it 14's own block rules, which its type definitions do not declare (engine/markdown.ts uses one). */
declare module 'markdown-it/lib/rules_block/paragraph.mjs' {
  import type { StateBlock } from 'markdown-it';
  /** Reads a paragraph from `startLine` up to a blank line or a block that may interrupt it. */
  export default function paragraph(state: StateBlock, startLine: number, endLine: number): boolean;
}
