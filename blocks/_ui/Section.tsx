import type { ReactNode } from 'react';
import type { Background, SectionSize } from '~/codegen/generated/types';
import type { EditableAttributes } from '~/engine/render/editable';
import styles from './Section.module.css';

/** The frame of every section block: background and vertical rhythm from the content enums; the editor's attributes on its root. */
export function Section({
  background = 'WHITE',
  size = 'md',
  id,
  labelledBy,
  className,
  children,
  ...editable
}: EditableAttributes & {
  background?: Background | undefined;
  size?: SectionSize | undefined;
  id?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      {...editable}
      id={id}
      aria-labelledby={labelledBy}
      data-background={background}
      data-size={size}
      className={className ? `${styles.section} ${className}` : styles.section}
    >
      <div className={styles.inner}>{children}</div>
    </section>
  );
}

/** True when the background is dark and text on it must be light. */
export const isDark = (background: Background | undefined) => background === 'INDIGO';
