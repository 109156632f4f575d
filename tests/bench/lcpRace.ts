/**
 * How to read Lighthouse's mobile LCP beside bare's (used by `npm run bench:web`).
 *
 * Lighthouse loads the page unthrottled and simulates the slow phone afterwards (Lantern). Its simulated LCP
 * keeps every request, except low-priority images, that finished before the page's observed paint in that
 * unthrottled load; its FCP keeps only requests with render-blocking priority. On a loopback server the
 * scripts can finish before the first paint, and then their whole download (at the simulated 1.6 Mbps) is
 * part of the LCP estimate; when the paint comes first, LCP ≈ FCP. Which of the two happens is a race
 * decided in the unthrottled load, so a page's LCP varies from run to run with the kB of scripts that finished
 * before its paint, and the median depends on how the race went. This module reads the saved Lighthouse reports
 * and shows, per run, the simulated LCP beside those kB.
 *
 * The kB are an upper bound of what Lantern keeps. It drops a finished script only when it finds that
 * script's evaluation task and the task started after the paint, and it prunes main-thread tasks shorter
 * than 10 ms from its graph. Turbopack's chunks that only register modules usually evaluate in 0.2–6 ms,
 * so they count whenever they finished before the paint; the chunk whose evaluation starts hydration
 * (50–90 ms) counts only when that evaluation ran before the paint (docs/performance.md, ninth session).
 */
import { z } from 'zod';
import { median } from './median';

const Report = z.object({
  finalDisplayedUrl: z.url(),
  configSettings: z.object({ formFactor: z.string() }),
  audits: z.object({
    metrics: z.object({
      details: z.object({
        // The timings, then other items (Lighthouse 13 adds `{ lcpInvalidated }`).
        items: z.tuple(
          [
            z.object({
              observedLargestContentfulPaint: z.number(),
              firstContentfulPaint: z.number(),
              largestContentfulPaint: z.number(),
            }),
          ],
          z.unknown(),
        ),
      }),
    }),
    'network-requests': z.object({
      details: z.object({
        items: z.array(z.object({ resourceType: z.string().optional(), networkEndTime: z.number(), transferSize: z.number().optional() })),
      }),
    }),
  }),
});

export interface LcpRun {
  /** The page's path, from the report's final URL. */
  path: string;
  formFactor: string;
  /** Observed (unthrottled) LCP paint, ms after navigation start. */
  observedPaintMs: number;
  /** When the last script finished in the unthrottled load; 0 without scripts. */
  lastScriptEndMs: number;
  scripts: number;
  /** Scripts that finished before the observed paint, and their transferred bytes. */
  scriptsBeforePaint: number;
  scriptBytesBeforePaint: number;
  simulatedFcpMs: number;
  simulatedLcpMs: number;
}

/** One Lighthouse report (parsed JSON) as an LcpRun, or an error naming what the report lacks. */
export function lcpRun(report: unknown): LcpRun | Error {
  const parsed = Report.safeParse(report);
  if (!parsed.success) return new Error(`not a usable Lighthouse report: ${z.prettifyError(parsed.error)}`);
  const { finalDisplayedUrl, configSettings, audits } = parsed.data;
  const [metrics] = audits.metrics.details.items;
  const scripts = audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
  const before = scripts.filter((r) => r.networkEndTime <= metrics.observedLargestContentfulPaint);
  return {
    path: new URL(finalDisplayedUrl).pathname,
    formFactor: configSettings.formFactor,
    observedPaintMs: metrics.observedLargestContentfulPaint,
    lastScriptEndMs: Math.max(0, ...scripts.map((r) => r.networkEndTime)),
    scripts: scripts.length,
    scriptsBeforePaint: before.length,
    scriptBytesBeforePaint: before.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    simulatedFcpMs: metrics.firstContentfulPaint,
    simulatedLcpMs: metrics.largestContentfulPaint,
  };
}

/**
 * A markdown table: per label and page, the median observed paint beside the median end of the last script, and
 * every run's simulated LCP with the kB of scripts that had finished before that run's paint.
 */
export function raceTable(groups: { label: string; runs: LcpRun[] }[]): string {
  const rows = [
    '| page | observed paint / last script ms (median) | simulated LCP ms (kB of scripts finished before the paint), per run |',
    '| --- | ---: | --- |',
  ];
  for (const { label, runs } of groups) {
    for (const p of [...new Set(runs.map((r) => r.path))].sort()) {
      const mine = runs.filter((r) => r.path === p);
      const perRun = mine.map((r) => `${Math.round(r.simulatedLcpMs)} (${Math.round(r.scriptBytesBeforePaint / 1024)})`).join(', ');
      rows.push(
        `| ${label} ${p} | ${Math.round(median(mine.map((r) => r.observedPaintMs)))} / ${Math.round(median(mine.map((r) => r.lastScriptEndMs)))} | ${perRun} |`,
      );
    }
  }
  return rows.join('\n');
}
