import { storyblokEditable } from '@storyblok/js';
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/** Storyblok's Visual Editor attributes of a blok's root element (what `storyblokEditable` returns). */
export interface EditableAttributes {
  'data-blok-c'?: string;
  'data-blok-uid'?: string;
}

/** The attributes of a resolved blok: only draft content keeps its `_editable` marker, so published pages get none. */
export function editableAttributes(blok: object): EditableAttributes {
  const marker = (blok as { _editable?: unknown })._editable;
  if (typeof marker !== 'string') return {};
  const attributes = storyblokEditable({ _editable: marker });
  return attributes['data-blok-uid'] ? attributes : {};
}

/**
 * Puts a blok's editable attributes on the root element its component returned, so every block
 * is selectable in the editor without each component remembering to: a host element takes them
 * directly; a wrapper component (Section, TitledSection, …) must pass them on to its root, which
 * the contract test checks for every registered block.
 */
export function withEditable(element: ReactNode, blok: object): ReactNode {
  const attributes = editableAttributes(blok);
  if (!attributes['data-blok-uid'] || !isValidElement(element) || element.type === Fragment) return element;
  return cloneElement(element as ReactElement<EditableAttributes>, attributes);
}
