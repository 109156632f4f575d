'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  component: string;
  uid: string;
  /** Show a visible card (development and preview) instead of removing the block silently. */
  visible: boolean;
  children: ReactNode;
}

/** Keeps a failing interactive block from taking the rest of the page down in the browser. */
export class ClientBoundary extends Component<Props, { failed: boolean; message: string }> {
  override state = { failed: false, message: '' };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Block ${this.props.component} (${this.props.uid}) failed in the browser`, info.componentStack);
    // Handed on as an uncaught error would be, so whatever reports errors (Sentry's global handlers,
    // when configured) sees it although the boundary keeps the page alive.
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.visible) return null;
    return (
      <aside role="note" data-diagnostic="error" style={{ border: '2px dashed #b42318', padding: '0.75rem 1rem', margin: '0.75rem auto', maxWidth: '72rem' }}>
        Block {this.props.component} ({this.props.uid}) failed in the browser: {this.state.message}
      </aside>
    );
  }
}
