'use client';

import { useMachine } from '@xstate/react';
import { useEffect, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { isDisabled, loadingButtonMachine, visibleDots } from '~/machines/loadingButton/loadingButton.machine';
import styles from './LoadingButton.module.css';

export interface LoadingButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'disabled'> {
  isLoading: boolean;
  /** What screen readers hear while the dots show. */
  loadingText: string;
  /**
   * Disabled (when not loading): `aria-disabled`, not the native `disabled`, which would take the button out
   * of the Tab order (a keyboard user tabbing through an untouched form would skip past it) and hide why.
   * A press still reaches the form, whose submit handler refuses and points to the first error.
   */
  isDisabled?: boolean;
  children: ReactNode;
}

/**
 * A native button with the loading state of SPEC §4 (machines/loadingButton): while loading it cannot
 * be pressed and shows three dots cycling every 300 ms in place of its text; screen readers hear
 * `loadingText`. Loading is `aria-disabled`, never `disabled`: a disabled button would drop a keyboard
 * user's focus to the top of the page. While loading it is `type="button"`, so neither a click nor
 * Enter in a field of its form can send the form a second time.
 */
export function LoadingButton({
  isLoading,
  loadingText,
  children,
  className,
  isDisabled: disabled = false,
  type = 'button',
  onClick,
  ...rest
}: LoadingButtonProps) {
  const [snapshot, send] = useMachine(loadingButtonMachine);
  useEffect(() => {
    send({ type: isLoading ? 'START' : 'STOP' });
  }, [isLoading, send]);
  const loading = isDisabled(snapshot);
  const dots = visibleDots(snapshot);
  // Pending from the first render of `isLoading`, before the dots' machine has started.
  const pending = isLoading || loading;
  return (
    <button
      {...rest}
      type={pending ? 'button' : type}
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-disabled={pending || disabled || undefined}
      data-loading={loading || undefined}
      onClick={pending ? undefined : onClick}
    >
      <span className={styles.label} aria-hidden={loading || undefined}>
        {children}
      </span>
      {loading && (
        <span className={styles.dots}>
          <span aria-hidden="true">{'•'.repeat(dots).padEnd(3, '\u00a0')}</span>
          <span className={styles.srOnly}>{loadingText}</span>
        </span>
      )}
    </button>
  );
}
