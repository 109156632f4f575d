/**
 * The attribute on the root element of a block with client components: its blok's `_uid`. When the block's script
 * never arrives, its client boundary finds the markup the server drew for it by this attribute and keeps it
 * (ClientBoundary.client.tsx), instead of taking the block away.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Set on a block kept as the server drew it: its styles show it as they do without JavaScript. */
export const KEPT_ATTRIBUTE = 'data-kept';
