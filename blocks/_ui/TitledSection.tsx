import type { ReactNode } from 'react';
import type { Background, SectionSize } from '~/codegen/generated/types';
import type { EditableAttributes } from '~/engine/render/editable';
import type { RichTextDoc } from '~/engine/types';
import { showsNoText } from '../_lib/emptySections';
import type { BlockContext } from './context';
import { blockId, type IdentifiedBlok } from './ids';
import { Prose } from './Prose';
import { Section } from './Section';
import { SectionHeader, SectionTitle } from './SectionTitle';

/**
 * The common shape of a section: an optional h2 title and introduction above its content, labelled by
 * its title (its id from the blok: blockId).
 */
export function TitledSection({
  blok,
  title,
  text,
  background,
  size,
  id,
  ctx,
  children,
  ...editable
}: EditableAttributes & {
  blok: IdentifiedBlok;
  title?: string | undefined;
  text?: RichTextDoc | undefined;
  background?: Background | undefined;
  size?: SectionSize | undefined;
  id?: string | undefined;
  ctx: BlockContext;
  children: ReactNode;
}) {
  const titleId = title ? blockId(ctx, blok, 't-') : undefined;
  return (
    <Section {...editable} id={id} background={background} size={size} labelledBy={titleId}>
      {(title || !showsNoText(text)) && (
        <SectionHeader>
          {title && <SectionTitle id={titleId}>{title}</SectionTitle>}
          {!showsNoText(text) && <Prose doc={text} ctx={ctx} />}
        </SectionHeader>
      )}
      {children}
    </Section>
  );
}
