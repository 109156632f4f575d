import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lcpRun, raceTable, type LcpRun } from './lcpRace';

// Two reports of Lighthouse 13.5 (trimmed to the fields read): /sv/material, whose scripts all finished before
// its paint, and the bare page in a run where it painted before its scripts finished.
const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/lighthouse', name), 'utf8'));

const run = (report: unknown): LcpRun => {
  const result = lcpRun(report);
  if (result instanceof Error) throw result;
  return result;
};

const report = (paint: number, scriptEnds: number[], lcp = 2000) => ({
  finalDisplayedUrl: 'http://127.0.0.1:3000/sv/x',
  configSettings: { formFactor: 'mobile' },
  audits: {
    metrics: { details: { items: [{ observedLargestContentfulPaint: paint, firstContentfulPaint: 800, largestContentfulPaint: lcp }] } },
    'network-requests': {
      details: {
        items: [
          { resourceType: 'Document', networkEndTime: 5, transferSize: 30_000 },
          { resourceType: 'Image', networkEndTime: 1, transferSize: 500 },
          ...scriptEnds.map((end) => ({ resourceType: 'Script', networkEndTime: end, transferSize: 10_240 })),
        ],
      },
    },
  },
});

describe('reading the LCP race from Lighthouse reports', () => {
  it('a page that painted after its scripts finished: all of them count in its LCP estimate', () => {
    const material = run(fixture('site-sv-material-mobile.json'));
    expect(material).toMatchObject({ path: '/sv/material', formFactor: 'mobile', scripts: 11, scriptsBeforePaint: 11 });
    expect(material.lastScriptEndMs).toBeLessThan(material.observedPaintMs);
    expect(material.scriptBytesBeforePaint).toBeGreaterThan(100_000);
    expect(material.simulatedLcpMs).toBeGreaterThan(2 * material.simulatedFcpMs);
  });

  it('a page that painted before its scripts finished has an LCP estimate equal to its FCP', () => {
    const bare = run(fixture('bare-painted-first-mobile.json'));
    expect(bare).toMatchObject({ path: '/', scriptsBeforePaint: 0, scriptBytesBeforePaint: 0 });
    expect(bare.lastScriptEndMs).toBeGreaterThan(bare.observedPaintMs);
    expect(bare.simulatedLcpMs).toBe(bare.simulatedFcpMs);
  });

  it('counts exactly the scripts that finished by the paint', () => {
    fc.assert(
      fc.property(fc.nat(3000), fc.array(fc.nat(3000), { maxLength: 20 }), (paint, ends) => {
        const result = run(report(paint, ends));
        expect(result.scripts).toBe(ends.length);
        expect(result.scriptsBeforePaint).toBe(ends.filter((end) => end <= paint).length);
        expect(result.scriptBytesBeforePaint).toBe(10_240 * result.scriptsBeforePaint);
        expect(result.lastScriptEndMs).toBe(Math.max(0, ...ends));
      }),
    );
  });

  it('a report without the audits it needs gives an error naming them, not a throw', () => {
    const broken = lcpRun({ finalDisplayedUrl: 'http://x/', configSettings: { formFactor: 'mobile' }, audits: {} });
    expect(broken).toBeInstanceOf(Error);
    expect((broken as Error).message).toMatch(/metrics/);
    expect(lcpRun('not a report at all')).toBeInstanceOf(Error);
    const failedRun = { ...report(100, [50]), finalDisplayedUrl: '' };
    expect(lcpRun(failedRun)).toBeInstanceOf(Error);
  });

  it('tabulates every run of each page with the script kB that finished before its paint', () => {
    const table = raceTable([
      { label: 'bare', runs: [run(report(90, [120, 130], 950)), run(report(150, [100, 130], 1500))] },
      { label: 'site', runs: [run(report(250, [140], 2100)), run(report(260, [150], 1990))] },
    ]);
    const rows = table.split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toBe('| bare /sv/x | 120 / 130 | 950 (0), 1500 (20) |');
    expect(rows[3]).toBe('| site /sv/x | 255 / 145 | 2100 (10), 1990 (10) |');
  });
});
