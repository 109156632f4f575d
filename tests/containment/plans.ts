// The containment build's resolution plans: the site's, plus the probe block, allowed in page bodies.
import { plans as sitePlans } from '../../codegen/generated/plans';
import type { SchemaPlan } from '../../engine/resolve/plans';

const page = sitePlans.Page!;
const body = page.fields.body!;

export const plans: Record<string, SchemaPlan> = {
  ...sitePlans,
  Page: { ...page, fields: { ...page.fields, body: body.k === 'bloks' ? { ...body, allowed: [...body.allowed, 'ContainmentProbe'] } : body } },
  ContainmentProbe: { kind: 'block', fields: { _uid: { k: 'value' }, component: { k: 'value' }, mode: { k: 'value' }, text: { k: 'value' } } },
};
