/**
 * Markdown → RichTextDoc (the same safe document as rich text). A deliberate subset:
 * paragraphs, ATX headings, lists, block quotes, fenced code, rules, bold, italic, code,
 * links and autolinks, hard breaks. HTML is not interpreted: "<b>" stays the text "<b>".
 */
import { resolveHref, type LinkContext } from './links';
import type { RichInline, RichListItem, RichMark, RichNode, RichTextDoc } from './types';

export interface MarkdownEnv {
  link: LinkContext;
  /** Called with the reason when a link is refused (its text is kept). */
  onRefusedLink?(reason: string): void;
}

const MAX_DEPTH = 12;
const BULLET = /^ {0,3}([-*+])\s+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const RULE = /^ {0,3}(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$/;
const FENCE = /^ {0,3}(```+|~~~+)/;
const QUOTE = /^ {0,3}>\s?(.*)$/;

const isBlank = (line: string) => line.trim() === '';
const startsBlock = (line: string) => HEADING.test(line) || RULE.test(line) || FENCE.test(line) || QUOTE.test(line) || BULLET.test(line) || ORDERED.test(line);

function parseBlocks(lines: string[], env: MarkdownEnv, depth: number): RichNode[] {
  const out: RichNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(marker)) body.push(lines[i++]!);
      i++; // closing fence (or end of text)
      out.push({ type: 'code_block', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.max(2, heading[1]!.length) as 2 | 3 | 4 | 5 | 6;
      const content = parseInline(heading[2] ?? '', env);
      if (content.length > 0) out.push({ type: 'heading', level, content });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      out.push({ type: 'horizontal_rule' });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) inner.push(QUOTE.exec(lines[i++]!)![1]!);
      const content = depth < MAX_DEPTH ? parseBlocks(inner, env, depth + 1) : [{ type: 'paragraph' as const, content: parseInline(inner.join('\n'), env) }];
      if (content.length > 0) out.push({ type: 'blockquote', content });
      continue;
    }
    const bullet = BULLET.test(line);
    if (bullet || ORDERED.test(line)) {
      const pattern = bullet ? BULLET : ORDERED;
      const start = bullet ? 1 : Number(ORDERED.exec(line)![1]);
      const items: RichListItem[] = [];
      while (i < lines.length && pattern.test(lines[i]!)) {
        const itemLines = [pattern.exec(lines[i]!)![2]!];
        i++;
        // Continuation: indented lines (nested content) or lazy lines until a blank line or a new block.
        while (i < lines.length && !pattern.test(lines[i]!)) {
          const next = lines[i]!;
          if (isBlank(next)) {
            if (i + 1 < lines.length && /^ {2,}\S/.test(lines[i + 1]!)) {
              itemLines.push('');
              i++;
              continue;
            }
            break;
          }
          if (/^ {2,}/.test(next)) itemLines.push(next.replace(/^ {2,4}/, ''));
          else if (!startsBlock(next)) itemLines.push(next);
          else break;
          i++;
        }
        const content =
          depth < MAX_DEPTH ? parseBlocks(itemLines, env, depth + 1) : [{ type: 'paragraph' as const, content: parseInline(itemLines.join('\n'), env) }];
        if (content.length > 0) items.push({ type: 'list_item', content });
      }
      if (items.length > 0) out.push(bullet ? { type: 'bullet_list', content: items } : { type: 'ordered_list', start: Math.max(1, start), content: items });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && !isBlank(lines[i]!) && (para.length === 0 || !startsBlock(lines[i]!))) para.push(lines[i++]!);
    const content = parseInline(para.join('\n'), env);
    if (content.length > 0) out.push({ type: 'paragraph', content });
  }
  return out;
}

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!>~|<]/;
const HARD_BREAK = '\u0000';

function parseInline(text: string, env: MarkdownEnv): RichInline[] {
  const src = text
    .replace(/(?: {2,}|\\)\n/g, HARD_BREAK)
    .replace(/\n/g, ' ')
    .trim();
  const out: RichInline[] = [];
  walk(src, [], out, env, 0);
  return out.filter((n, i, all) => !(n.type === 'hard_break' && (i === 0 || i === all.length - 1)));
}

function pushText(out: RichInline[], text: string, marks: RichMark[]): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last?.type === 'text' && last.marks.length === marks.length && last.marks.every((m, i) => m === marks[i])) {
    last.text += text;
  } else {
    out.push({ type: 'text', text, marks });
  }
}

/** Index of the ')' that closes a link target, allowing balanced parentheses inside it. */
function closingParen(src: string, from: number): number {
  let depth = 0;
  for (let j = from; j < src.length; j++) {
    const ch = src[j];
    if (ch === '\\') j++;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (depth === 0) return j;
      depth--;
    }
  }
  return -1;
}

function findClosing(src: string, delim: string, from: number): number {
  let j = src.indexOf(delim, from);
  while (j > 0 && src[j - 1] === '\\') j = src.indexOf(delim, j + 1);
  return j;
}

function walk(src: string, marks: RichMark[], out: RichInline[], env: MarkdownEnv, depth: number): void {
  let buf = '';
  const flush = () => {
    pushText(out, buf, marks);
    buf = '';
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (c === '\\' && i + 1 < src.length && ESCAPABLE.test(src[i + 1]!)) {
      buf += src[i + 1];
      i += 2;
      continue;
    }
    if (c === HARD_BREAK) {
      flush();
      out.push({ type: 'hard_break' });
      i++;
      continue;
    }
    if (c === '`') {
      const run = /^`+/.exec(src.slice(i))![0];
      const end = src.indexOf(run, i + run.length);
      if (end > i) {
        flush();
        pushText(out, src.slice(i + run.length, end).trim(), [...marks, { type: 'code' }]);
        i = end + run.length;
        continue;
      }
    }
    if (depth < MAX_DEPTH && (src.startsWith('**', i) || src.startsWith('__', i))) {
      const delim = src.slice(i, i + 2);
      const end = findClosing(src, delim, i + 2);
      if (end > i + 2) {
        flush();
        walk(src.slice(i + 2, end), [...marks, { type: 'bold' }], out, env, depth + 1);
        i = end + 2;
        continue;
      }
    }
    if (depth < MAX_DEPTH && (c === '*' || c === '_') && src[i + 1] !== c && src[i + 1] !== ' ') {
      // "_" inside a word (snake_case) is not emphasis.
      const intraword = c === '_' && i > 0 && /\w/.test(src[i - 1]!);
      const end = intraword ? -1 : findClosing(src, c, i + 1);
      if (end > i + 1 && src[end - 1] !== ' ' && !(c === '_' && /\w/.test(src[end + 1] ?? ''))) {
        flush();
        walk(src.slice(i + 1, end), [...marks, { type: 'italic' }], out, env, depth + 1);
        i = end + 1;
        continue;
      }
    }
    if (c === '[' && depth < MAX_DEPTH) {
      const close = findClosing(src, ']', i + 1);
      if (close > i && src[close + 1] === '(') {
        const end = closingParen(src, close + 2);
        if (end > close) {
          const target = src
            .slice(close + 2, end)
            .trim()
            .replace(/\s+"[^"]*"$/, '')
            .replace(/^<|>$/g, '');
          const label = src.slice(i + 1, close);
          const result = resolveHref(target, env.link);
          flush();
          if ('link' in result) walk(label, [...marks, { type: 'link', link: result.link }], out, env, depth + 1);
          else {
            if ('refused' in result) env.onRefusedLink?.(result.refused);
            walk(label, marks, out, env, depth + 1);
          }
          i = end + 1;
          continue;
        }
      }
    }
    if (c === '<') {
      const auto = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/i.exec(src.slice(i));
      if (auto) {
        const result = resolveHref(auto[1]!, env.link);
        flush();
        const label = auto[1]!.replace(/^mailto:/i, '');
        if ('link' in result) pushText(out, label, [...marks, { type: 'link', link: result.link }]);
        else pushText(out, label, marks);
        i += auto[0].length;
        continue;
      }
    }
    buf += c;
    i++;
  }
  flush();
}

export function parseMarkdown(text: string, env: MarkdownEnv): RichTextDoc {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return { type: 'doc', content: parseBlocks(lines, env, 0) };
}
