import { Fragment, type ReactNode } from 'react';
import type { RichInline, RichLeaf, RichNode, RichTableRow, RichTextDoc } from '../types';
import type { EngineContext } from './registry';
import { RenderBlocks } from './RenderBlocks';

type Ctx<C> = C & EngineContext<C>;

function leaf<C>(node: RichLeaf, key: string, ctx: Ctx<C>): ReactNode {
  if (node.type === 'hard_break') return <br key={key} />;
  if (node.type === 'image') {
    const a = node.asset;
    return ctx.renderImage ? ctx.renderImage(a, key) : <img key={key} src={a.src} alt={a.alt} width={a.width} height={a.height} loading="lazy" />;
  }
  let out: ReactNode = node.text;
  // Innermost mark first, so the first mark in the content becomes the outermost element.
  for (let m = node.marks.length - 1; m >= 0; m--) {
    const mark = node.marks[m]!;
    const k = `${key}-${m}`;
    switch (mark.type) {
      case 'bold':
        out = <strong key={k}>{out}</strong>;
        break;
      case 'italic':
        out = <em key={k}>{out}</em>;
        break;
      case 'strike':
        out = <s key={k}>{out}</s>;
        break;
      case 'underline':
        out = <u key={k}>{out}</u>;
        break;
      case 'code':
        out = <code key={k}>{out}</code>;
        break;
      case 'superscript':
        out = <sup key={k}>{out}</sup>;
        break;
      case 'subscript':
        out = <sub key={k}>{out}</sub>;
        break;
      case 'anchor':
        out = (
          <span key={k} id={mark.id}>
            {out}
          </span>
        );
        break;
    }
  }
  return <Fragment key={key}>{out}</Fragment>;
}

function inline<C>(nodes: RichInline[], ctx: Ctx<C>): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type !== 'link') return leaf(node, String(i), ctx);
    const l = node.link;
    const children = node.content.map((n, j) => leaf(n, `${i}-${j}`, ctx));
    return ctx.renderLink ? (
      ctx.renderLink(l, children, i)
    ) : (
      <a key={i} href={l.href} {...(l.target ? { target: l.target, rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  });
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

function rows<C>(list: RichTableRow[], inHead: boolean, ctx: Ctx<C>): ReactNode[] {
  return list.map((row, r) => (
    <tr key={r}>
      {row.cells.map((cell, c) => {
        const span = { colSpan: cell.colspan > 1 ? cell.colspan : undefined, rowSpan: cell.rowspan > 1 ? cell.rowspan : undefined };
        return cell.header ? (
          <th key={c} scope={inHead ? (cell.colspan > 1 ? 'colgroup' : 'col') : 'row'} {...span}>
            {blocks(cell.content, ctx)}
          </th>
        ) : (
          <td key={c} {...span}>
            {blocks(cell.content, ctx)}
          </td>
        );
      })}
    </tr>
  ));
}

function table<C>(node: Extract<RichNode, { type: 'table' }>, key: number, ctx: Ctx<C>): ReactNode {
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
        {node.head.length > 0 && <thead>{rows(node.head, true, ctx)}</thead>}
        {node.body.length > 0 && <tbody>{rows(node.body, false, ctx)}</tbody>}
      </table>
    </div>
  );
}

function blocks<C>(nodes: RichNode[], ctx: Ctx<C>): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'paragraph':
        return <p key={i}>{inline(node.content, ctx)}</p>;
      case 'heading': {
        const Tag = `h${node.level}` as const;
        return <Tag key={i}>{inline(node.content, ctx)}</Tag>;
      }
      case 'bullet_list':
        return (
          <ul key={i}>
            {node.content.map((item, j) => (
              <li key={j}>{blocks(item.content, ctx)}</li>
            ))}
          </ul>
        );
      case 'ordered_list':
        return (
          <ol key={i} start={node.start === 1 ? undefined : node.start}>
            {node.content.map((item, j) => (
              <li key={j}>{blocks(item.content, ctx)}</li>
            ))}
          </ol>
        );
      case 'blockquote':
        return <blockquote key={i}>{blocks(node.content, ctx)}</blockquote>;
      case 'code_block':
        return (
          <pre key={i}>
            <code>{node.text}</code>
          </pre>
        );
      case 'horizontal_rule':
        return <hr key={i} />;
      case 'table':
        return table(node, i, ctx);
      case 'bloks':
        return <RenderBlocks key={i} bloks={node.bloks} ctx={ctx} />;
    }
  });
}

/** Renders a resolved rich-text or markdown document: the one path for both, with no raw HTML. */
export function RichText<C>({ doc, ctx, className }: { doc: RichTextDoc | undefined; ctx: Ctx<C>; className?: string }) {
  if (!doc || doc.content.length === 0) return null;
  return <div className={className}>{blocks(doc.content, ctx)}</div>;
}
