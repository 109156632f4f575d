import Ajv from 'ajv';
import fc from 'fast-check';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundle } from '~/codegen/bundle';
import { discover } from '~/codegen/discover';
import { defaultOptions, repoRoot } from '~/codegen/index';
import { AJV_OPTIONS, validationSchema, validatorNames } from '~/codegen/validators';
import * as fixtureValidators from '~/tests/fixtures/codegen/generated/validators.js';
import * as realValidators from '~/codegen/generated/validators.js';
import type { Validator } from '~/codegen/generated/validators';

type Json = unknown;

/** In-memory ajv over the same validation schema: the oracle for the precompiled standalone code. */
function inMemory(schemasDir: string, blocksDir: string) {
  const b = bundle(discover({ schemasDir, blocksDir }));
  const ajv = new Ajv({ ...AJV_OPTIONS });
  ajv.addSchema(validationSchema(b));
  const examples = new Map<string, Json[]>();
  for (const [name, def] of Object.entries(b.root.definitions)) if (Array.isArray(def.examples)) examples.set(name, def.examples as Json[]);
  return { names: validatorNames(b), examples, compiled: (name: string) => ajv.getSchema(`content#/definitions/${name}`)! };
}

const summarise = (v: { errors?: Array<{ instancePath: string; keyword: string }> | null }) =>
  (v.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`).sort();

/** Runs both on separate deep copies (useDefaults writes into the data) and compares verdict, errors and result. */
function agree(standalone: Validator, memory: ReturnType<ReturnType<typeof inMemory>['compiled']>, value: Json) {
  const a = structuredClone(value);
  const b = structuredClone(value);
  const va = standalone(a);
  const vb = memory(b) as boolean;
  expect(va).toBe(vb);
  expect(summarise(standalone)).toEqual(summarise(memory));
  expect(a).toEqual(b);
  return va;
}

/** Near-misses of a valid example: one edit at a random place. */
function nearMisses(example: Json): fc.Arbitrary<Json> {
  const paths: Array<Array<string | number>> = [];
  const walk = (v: Json, at: Array<string | number>) => {
    paths.push(at);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
  };
  walk(example, []);
  const replacement = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.string({ maxLength: 300 }),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant({}),
    fc.constant([]),
    fc.constantFrom('WHITE', 'PURPLE', 'text-4xl', 'h7', '', 'story', 'javascript:alert(1)'),
    fc.array(fc.string(), { maxLength: 3 }),
  );
  return fc.tuple(fc.constantFrom(...paths), replacement, fc.string({ minLength: 1, maxLength: 8 }), fc.boolean()).map(([at, value, key, addKey]) => {
    const copy = structuredClone(example) as Json;
    if (at.length === 0) return addKey && copy && typeof copy === 'object' && !Array.isArray(copy) ? { ...copy, [key]: value } : value;
    let parent = copy as Record<string | number, Json>;
    for (const seg of at.slice(0, -1)) parent = parent[seg] as Record<string | number, Json>;
    const last = at[at.length - 1]!;
    if (addKey && parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last])) (parent[last] as Record<string, Json>)[key] = value;
    else if (value === undefined && !Array.isArray(parent)) delete parent[last];
    else parent[last] = value;
    return copy;
  });
}

const sets = [
  {
    name: 'site schemas',
    dirs: [defaultOptions.schemasDir, defaultOptions.blocksDir] as const,
    validators: realValidators.validators as Record<string, Validator>,
  },
  {
    name: 'fixture schemas',
    dirs: [path.join(repoRoot, 'tests/fixtures/codegen/schemas'), path.join(repoRoot, 'tests/fixtures/codegen/blocks')] as const,
    validators: fixtureValidators.validators as Record<string, Validator>,
  },
];

describe.each(sets)('standalone validators agree with in-memory ajv ($name)', ({ dirs, validators }) => {
  const oracle = inMemory(...dirs);

  test('there is one precompiled validator per schema', () => {
    expect(Object.keys(validators).sort()).toEqual(oracle.names);
  });

  test('every schema example is valid, and both say so', () => {
    for (const [name, list] of oracle.examples) {
      for (const example of list) {
        expect(agree(validators[name]!, oracle.compiled(name), example), `${name} example ${JSON.stringify(example).slice(0, 80)}`).toBe(true);
      }
    }
  });

  test('both give the same verdict and errors on generated near-misses of every example', () => {
    for (const [name, list] of oracle.examples) {
      for (const example of list) {
        fc.assert(
          fc.property(nearMisses(example), (value) => {
            agree(validators[name]!, oracle.compiled(name), value);
          }),
          { numRuns: 60 },
        );
      }
    }
  });

  test('both agree on arbitrary JSON', () => {
    const names = oracle.names;
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.jsonValue(), (name, value) => {
        agree(validators[name]!, oracle.compiled(name), value);
      }),
      { numRuns: 500 },
    );
  });
});
