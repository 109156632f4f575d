import { Fragment, type ReactNode } from 'react';
import type { RichInline, RichNode, RichTextDoc } from '../types';
import type { EngineContext } from './registry';
import { RenderBlocks } from './RenderBlocks';

type Ctx<C> = C & EngineContext<C>;

function inline<C>(nodes: RichInline[], ctx: Ctx<C>): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'hard_break') return <br key={i} />;
    if (node.type === 'image') {
      const a = node.asset;
      return ctx.renderImage ? ctx.renderImage(a, i) : <img key={i} src={a.src} alt={a.alt} width={a.width} height={a.height} loading="lazy" />;
    }
    let out: ReactNode = node.text;
    // Innermost mark first, so the first mark in the content becomes the outermost element.
    for (let m = node.marks.length - 1; m >= 0; m--) {
      const mark = node.marks[m]!;
      const k = `${i}-${m}`;
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
        case 'link': {
          const l = mark.link;
          out = ctx.renderLink ? (
            ctx.renderLink(l, out, k)
          ) : (
            <a key={k} href={l.href} {...(l.target ? { target: l.target, rel: 'noopener noreferrer' } : {})}>
              {out}
            </a>
          );
          break;
        }
      }
    }
    return <Fragment key={i}>{out}</Fragment>;
  });
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
