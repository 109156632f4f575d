// The containment build's validators: the site's, plus one for the probe block.
import * as site from '../../codegen/generated/validators.js';
import type { ValidationError, Validator } from '../../codegen/generated/validators.js';
import type { ProbeMode } from './ContainmentProbe';

export type { ValidationError, Validator };

const MODES: readonly ProbeMode[] = ['ok', 'server', 'child', 'async-child', 'browser'];

const ContainmentProbe: Validator = Object.assign(
  (data: unknown) => {
    const blok = data as Record<string, unknown>;
    const ok = typeof data === 'object' && data !== null && blok.component === 'ContainmentProbe' && MODES.includes(blok.mode as ProbeMode);
    ContainmentProbe.errors = ok ? null : [{ instancePath: '/mode', schemaPath: '#', keyword: 'enum', params: { allowedValues: MODES } }];
    return ok;
  },
  { errors: null as ValidationError[] | null },
);

export const validators: Record<string, Validator> = { ...site.validators, ContainmentProbe };
