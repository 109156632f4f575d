import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Machines are pure (ARCHITECTURE): effects are injected by the island, and dependencies point
// one way (rules <- machines <- blocks <- site). Test files and test support may use anything.
const root = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const forbidden: { pattern: RegExp; why: string; example: string }[] = [
  {
    pattern: /from ['"](?:~\/|(?:\.\.\/)+)(?:blocks|site|engine)\b/,
    why: 'imports blocks, site or engine',
    example: "import { Icon } from '../../blocks/_ui/Icon';",
  },
  { pattern: /from ['"](?:react|@xstate\/react|next)\b/, why: 'imports React or Next', example: "import { useState } from 'react';" },
  {
    pattern: /\b(?:window|document|localStorage|sessionStorage|navigator)\s*\./,
    why: 'touches the DOM',
    example: "const go = () => window.location.assign('/');",
  },
  { pattern: /\bfetch\s*\(/, why: 'calls fetch', example: "await fetch('/internal/v1/onboarding/leads');" },
  {
    pattern: /\b(?:setTimeout|setInterval)\s*\(/,
    why: 'sets a timer instead of declaring a delay',
    example: 'setInterval(step, 300);',
  },
];

describe('machines are pure', () => {
  const files = sources(root);

  it('finds the machine sources', () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
  });

  it.each(forbidden.map((rule) => [rule.why, rule]))('the check can fail: it catches code that %s', (_, rule) => {
    expect(rule.pattern.test(rule.example)).toBe(true);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))('%s has no DOM, fetch, timers or upward imports', (_, file) => {
    // Comments may talk about windows and timers; only code counts.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const broken = forbidden.filter((rule) => rule.pattern.test(text)).map((rule) => rule.why);
    expect(broken).toEqual([]);
  });
});
