import type { Icon as IconName } from '~/codegen/generated/types';

// 24×24 line icons drawn for this site; stroke follows currentColor.
const PATHS: Record<IconName, string> = {
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  factoring: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h5',
  lock: 'M6 11h12v9H6zM9 11V8a3 3 0 0 1 6 0v3',
  rocket: 'M12 3c3 2 5 6 4 11l-4 3-4-3C7 9 9 5 12 3zM8 14l-3 4 4-1M16 14l3 4-4-1M12 9.5v.01',
  scale: 'M12 4v16M5 20h14M4 8h16M7 8l-3 7h6zM17 8l-3 7h6z',
  support: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3zM20 18c0 2-2 3-5 3',
  warning: 'M12 4l9 16H3zM12 10v4M12 17v.01',
  phone: 'M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  document: 'M6 3h9l4 4v14H6zM15 3v4h4M9 13h7M9 17h7',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  check: 'M5 12l4 4 10-10',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  coins: 'M9 8a5 3 0 1 0 0 .01M4 8v4c0 1.7 2.2 3 5 3s5-1.3 5-3V8M10 15v2c0 1.7 2.2 3 5 3s5-1.3 5-3v-4c0-1.7-2.2-3-5-3',
  invoice: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  'arrow-right': 'M4 12h15M13 6l6 6-6 6',
};

/** A decorative icon (aria-hidden): the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
