'use client';

import { useMachine } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { isDisabled, loadingButtonMachine, visibleDots } from '~/machines/loadingButton/loadingButton.machine';
import styles from './LoadingButton.module.css';

/**
 * A button with the loading state of SPEC §4 (machines/loadingButton): while loading it cannot be
 * pressed and shows three dots cycling every 300 ms in place of its text; screen readers hear
 * `loadingText`. It uses react-aria's pending state rather than `disabled`, so a keyboard user's
 * focus stays on the button instead of dropping to the top of the page.
 */
export function LoadingButton({
  isLoading,
  loadingText,
  children,
  className,
  isDisabled: disabled,
  ...rest
}: Omit<ButtonProps, 'children'> & { isLoading: boolean; loadingText: string; children: ReactNode }) {
  const [snapshot, send] = useMachine(loadingButtonMachine);
  useEffect(() => {
    send({ type: isLoading ? 'START' : 'STOP' });
  }, [isLoading, send]);
  const loading = isDisabled(snapshot);
  const dots = visibleDots(snapshot);
  // Pending from the first render of `isLoading`, before the dots' machine has started: a button that
  // were disabled even for that one render would drop a keyboard user's focus.
  const pending = isLoading || loading;
  return (
    <Button
      {...rest}
      // The caller's className may be a function of the button's state, as react-aria allows.
      className={composeRenderProps(className, (name) => `${styles.button} ${name ?? ''}`.trim())}
      isDisabled={disabled && !pending}
      isPending={pending}
      data-loading={loading || undefined}
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
    </Button>
  );
}
