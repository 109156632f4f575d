import type { ReactNode } from 'react';
import type { Background, SectionSize } from '~/codegen/generated/types';
import type { EditableAttributes } from '~/engine/render/editable';
import type { RichTextDoc } from '~/engine/types';
import type { BlockContext } from './context';
import { Prose } from './Prose';
import { Section } from './Section';
import { SectionHeader, SectionTitle } from './SectionTitle';

/** The common shape of a section: an optional h2 title and introduction above its content, labelled by its title. */
export function TitledSection({
  uid,
  title,
  text,
  background,
  size,
  id,
  ctx,
  children,
  ...editable
}: EditableAttributes & {
  uid: string;
  title?: string | undefined;
  text?: RichTextDoc | undefined;
  background?: Background | undefined;
  size?: SectionSize | undefined;
  id?: string | undefined;
  ctx: BlockContext;
  children: ReactNode;
}) {
  const titleId = `t-${uid}`;
  return (
    <Section {...editable} id={id} background={background} size={size} labelledBy={title ? titleId : undefined}>
      {(title || (text && text.content.length > 0)) && (
        <SectionHeader>
          {title && <SectionTitle id={titleId}>{title}</SectionTitle>}
          <Prose doc={text} ctx={ctx} />
        </SectionHeader>
      )}
      {children}
    </Section>
  );
}
