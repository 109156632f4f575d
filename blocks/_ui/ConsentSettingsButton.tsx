import styles from './ConsentSettingsButton.module.css';

/**
 * The footers' "cookie settings" button: server-rendered markup that the site's marketing runtime
 * (site/templates/MarketingRuntime.client.tsx, fetched on the click) answers by opening the consent
 * choice dialog, so no footer becomes an island of its own.
 */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.settings} data-consent-settings aria-haspopup="dialog">
      {label}
    </button>
  );
}
