/**
 * Resolution plans: for every schema, what each field holds, so the resolver knows where Storyblok's
 * quirks live (numbers as strings, "" dates, empty links and assets), which fields hold bloks to
 * validate one by one, and what to resolve after validation. Codegen derives them from the schemas
 * (codegen/plans.ts); the engine defines what a plan is.
 */
export type FieldPlan =
  /**
   * Anything else, as it is. `numeric`: a value of several kinds one of which is a number ("a number or `auto`"),
   * which Storyblok's text field holds as a string: "3" is read as the number 3, and an empty text is no value
   * (`integer`: every number it takes is whole, so "1.000" is not read, as in a field for whole numbers).
   * `plugin`: a field plugin's value (its schema's Storyblok type is `custom`), whose own keys (`plugin`, `_uid`,
   * `fieldtype`) Storyblok adds to the object: they are not the schema's, and are dropped before validation.
   */
  | { k: 'value'; numeric?: true | 'integer'; plugin?: true }
  /**
   * One of an `enum` that has no "": Storyblok's "" (an option field left unset) is no value, so the default
   * applies. `read`: the options that are not strings (numbers, true/false among strings), which Storyblok
   * sends as their string ("2"). `empty`: "" is one of the options (a choice of its own), not "unset".
   */
  | { k: 'option'; read?: Array<number | boolean>; empty?: true }
  | { k: 'number' }
  | { k: 'integer' }
  | { k: 'boolean' }
  | { k: 'datetime' }
  /** A section's id for in-page links (Anchor's "x-field"): made an id, unique on the page. */
  | { k: 'anchor' }
  | { k: 'link' }
  /**
   * `images`: the field takes images only (its schema's Storyblok `filetypes` is ["images"]); another file is refused.
   * `needsAlt`: the image means something (a logo: its schema says "x-needs-alt"), so one without alt text is reported.
   */
  | { k: 'asset'; images?: true; needsAlt?: true }
  /** `allowed`: the components a rich-text field may embed as bloks (RichText's "x-bloks"); any block without it. */
  | { k: 'richtext'; allowed?: string[] }
  | { k: 'markdown' }
  /** `min`: the schema's minItems; a block whose list falls below it once its invalid items are dropped is left out too. */
  | { k: 'bloks'; allowed: string[]; single?: true; max?: number; min?: number }
  /**
   * `extra`: the object takes fields beyond those listed (its schema's `additionalProperties` is true or a schema):
   * they are kept as they are, for the validator to check, not dropped as unknown.
   */
  | { k: 'object'; def?: string; fields?: Record<string, FieldPlan>; extra?: true }
  | { k: 'array'; of: FieldPlan; max?: number };

export interface SchemaPlan {
  kind: 'shared' | 'block' | 'story';
  fields: Record<string, FieldPlan>;
}
