import { Fragment, type ReactNode } from 'react';
import { linkAttributes } from '../links';
import type { ResolvedLink, RichInline, RichLeaf, RichListItem, RichMark, RichNode, RichTableRow, RichTextBlockStyle, RichTextDoc } from '../types';
import { DroppedBlokCard } from './DiagnosticCard';
import { editableAttributes } from './editable';
import { showsDiagnostics, type EngineContext } from './registry';
import { RenderBlocks } from './RenderBlocks';

type Ctx<C> = C & EngineContext<C>;

/** A link in text: the context's renderLink (the site's SmartLink), else a plain anchor, a new tab's without opener. */
function linkElement<C>(link: ResolvedLink, children: ReactNode, key: string, ctx: Ctx<C>): ReactNode {
  if (ctx.renderLink) return ctx.renderLink(link, children, key);
  return (
    <a key={key} href={link.href} {...linkAttributes(link)}>
      {children}
    </a>
  );
}

const sameMark = (a: RichMark | undefined, b: RichMark) =>
  a !== undefined && a.type === b.type && (a.type !== 'anchor' || (b.type === 'anchor' && a.id === b.id));

function wrap(mark: RichMark, children: ReactNode[], key: string): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'strike':
      return <s key={key}>{children}</s>;
    case 'underline':
      return <u key={key}>{children}</u>;
    case 'code':
      return <code key={key}>{children}</code>;
    case 'superscript':
      return <sup key={key}>{children}</sup>;
    case 'subscript':
      return <sub key={key}>{children}</sub>;
    case 'anchor':
      return (
        <span key={key} id={mark.id}>
          {children}
        </span>
      );
  }
}

/**
 * Leaves with their marks. Adjacent text sharing a mark shares its element ("*a **b** c*" is one
 * <em> around a <strong>), the first mark of a leaf being the outermost.
 */
function leaves<C>(nodes: RichLeaf[], depth: number, key: string, ctx: Ctx<C>): ReactNode[] {
  const out: ReactNode[] = [];
  for (let i = 0; i < nodes.length;) {
    const node = nodes[i]!;
    const k = `${key}.${i}`;
    if (node.type === 'hard_break') out.push(<br key={k} />);
    else if (node.type === 'image') {
      const a = node.asset;
      out.push(
        ctx.renderImage ? ctx.renderImage(a, k) : <img key={k} src={a.src} alt={a.alt} title={a.title} width={a.width} height={a.height} loading="lazy" />,
      );
    } else {
      const mark = node.marks[depth];
      if (!mark) out.push(<Fragment key={k}>{node.text}</Fragment>);
      else {
        let j = i + 1;
        while (j < nodes.length) {
          const next = nodes[j]!;
          if (next.type !== 'text' || !sameMark(next.marks[depth], mark)) break;
          j++;
        }
        out.push(wrap(mark, leaves(nodes.slice(i, j), depth + 1, k, ctx), k));
        i = j;
        continue;
      }
    }
    i++;
  }
  return out;
}

function inline<C>(nodes: RichInline[], ctx: Ctx<C>): ReactNode[] {
  const out: ReactNode[] = [];
  // Runs of leaves render together (so marks can span them); a link renders its own leaves.
  let run: RichLeaf[] = [];
  const flush = () => {
    if (run.length > 0) out.push(...leaves(run, 0, `r${out.length}`, ctx));
    run = [];
  };
  nodes.forEach((node, i) => {
    if (node.type !== 'link') {
      run.push(node);
      return;
    }
    flush();
    const l = node.link;
    const children = leaves(node.content, 0, `l${i}`, ctx);
    out.push(linkElement(l, children, `l${i}`, ctx));
  });
  flush();
  return out;
}

/** The visible words of inline content, for a label. */
function textOf(nodes: RichInline[]): string {
  return nodes
    .flatMap((n) => (n.type === 'link' ? n.content : [n]))
    .map((n) => (n.type === 'text' ? n.text : n.type === 'image' ? n.asset.alt : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function rows<C>(list: RichTableRow[], inHead: boolean, ctx: Ctx<C>, shift: number): ReactNode[] {
  return list.map((row, r) => (
    <tr key={r}>
      {row.cells.map((cell, c) => {
        const span = { colSpan: cell.colspan > 1 ? cell.colspan : undefined, rowSpan: cell.rowspan > 1 ? cell.rowspan : undefined };
        return cell.header ? (
          <th key={c} scope={inHead ? (cell.colspan > 1 ? 'colgroup' : 'col') : 'row'} {...span}>
            {blocks(cell.content, ctx, shift)}
          </th>
        ) : (
          <td key={c} {...span}>
            {blocks(cell.content, ctx, shift)}
          </td>
        );
      })}
    </tr>
  ));
}

function table<C>(node: Extract<RichNode, { type: 'table' }>, key: number, ctx: Ctx<C>, shift: number): ReactNode {
  // A wide table scrolls on its own; the scrolling region is focusable (keyboard users can scroll it)
  // and named after the table's caption, or else its column headers.
  const label = node.caption
    ? textOf(node.caption)
    : (node.head[0]?.cells ?? [])
        .map((c) => c.content.flatMap((n) => (n.type === 'paragraph' || n.type === 'heading' ? [textOf(n.content)] : [])).join(' '))
        .filter(Boolean)
        .join(', ');
  const region = label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  return (
    <div key={key} data-rich-table="" {...region}>
      <table>
        {node.caption && <caption>{inline(node.caption, ctx)}</caption>}
        {node.head.length > 0 && <thead>{rows(node.head, true, ctx, shift)}</thead>}
        {node.body.length > 0 && <tbody>{rows(node.body, false, ctx, shift)}</tbody>}
      </table>
    </div>
  );
}

/** A paragraph's or heading's alignment and direction, as Storyblok's own renderer writes them (`style="text-align: …"`, `dir`). */
const styleAttributes = ({ align, dir }: RichTextBlockStyle) => ({ style: align ? { textAlign: align } : undefined, dir });

function items<C>(list: RichListItem[], ctx: Ctx<C>, shift: number): ReactNode[] {
  return list.map((item, j) => (
    <li key={j} dir={item.dir}>
      {blocks(item.content, ctx, shift)}
    </li>
  ));
}

function blocks<C>(nodes: RichNode[], ctx: Ctx<C>, shift: number): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'paragraph':
        return (
          <p key={i} {...styleAttributes(node)} {...(node.editable !== undefined && editableAttributes({ _editable: node.editable }))}>
            {inline(node.content, ctx)}
          </p>
        );
      case 'heading': {
        const Tag = `h${Math.min(6, node.level + shift) as typeof node.level}` as const;
        return (
          <Tag key={i} {...styleAttributes(node)}>
            {inline(node.content, ctx)}
          </Tag>
        );
      }
      case 'bullet_list':
        return <ul key={i}>{items(node.content, ctx, shift)}</ul>;
      case 'ordered_list':
        return (
          <ol key={i} start={node.start === 1 ? undefined : node.start}>
            {items(node.content, ctx, shift)}
          </ol>
        );
      case 'blockquote':
        return (
          <blockquote key={i} dir={node.dir}>
            {blocks(node.content, ctx, shift)}
          </blockquote>
        );
      case 'code_block':
        // The direction on <pre>, the block (as the editor, Tiptap, writes it): on the inline <code> alone, where Storyblok's
        // renderer puts it, the lines would keep the page's alignment.
        return (
          <pre key={i} dir={node.dir}>
            <code className={node.language ? `language-${node.language}` : undefined}>{node.text}</code>
          </pre>
        );
      case 'horizontal_rule':
        return <hr key={i} />;
      case 'table':
        return table(node, i, ctx, shift);
      case 'bloks':
        return <RenderBlocks key={i} bloks={node.bloks} ctx={ctx} />;
      case 'dropped':
        return showsDiagnostics(ctx.environment) ? <DroppedBlokCard key={i} dropped={node.dropped} /> : null;
      case 'ctas':
        return ctx.renderCtas ? (
          ctx.renderCtas(node.ctas, i)
        ) : (
          <p key={i}>
            {node.ctas.map((cta, j) => (
              <Fragment key={j}>
                {j > 0 && ' '}
                {linkElement(cta.link, cta.text, `c${j}`, ctx)}
              </Fragment>
            ))}
          </p>
        );
    }
  });
}

/** The highest level (smallest number) of the headings in rich text, at any depth; undefined without any. */
function topHeading(nodes: readonly RichNode[]): number | undefined {
  let top: number | undefined;
  const note = (level: number | undefined) => {
    if (level !== undefined && (top === undefined || level < top)) top = level;
  };
  for (const node of nodes) {
    if (node.type === 'heading') note(node.level);
    else if (node.type === 'blockquote') note(topHeading(node.content));
    else if (node.type === 'bullet_list' || node.type === 'ordered_list') for (const item of node.content) note(topHeading(item.content));
    else if (node.type === 'table') for (const row of [...node.head, ...node.body]) for (const cell of row.cells) note(topHeading(cell.content));
  }
  return top;
}

/**
 * Renders a resolved rich-text or markdown document: the one path for both, with no raw HTML. Where the text sits
 * under a heading of its own (a question's answer under its h3: `ctx.textHeadingsFrom` 4), its headings are moved
 * down together until the highest is at that level (an h2 and h3 in the answer become h4 and h5; h6 at most): a
 * screen reader's list of headings then shows them inside the question, not as sections beside it. Text whose
 * headings are low enough already is shown as written.
 */
export function RichText<C>({ doc, ctx, className }: { doc: RichTextDoc | undefined; ctx: Ctx<C>; className?: string }) {
  if (!doc || doc.content.length === 0) return null;
  const top = ctx.textHeadingsFrom === undefined ? undefined : topHeading(doc.content);
  const shift = top === undefined || ctx.textHeadingsFrom === undefined ? 0 : Math.max(0, ctx.textHeadingsFrom - top);
  return <div className={className}>{blocks(doc.content, ctx, shift)}</div>;
}
