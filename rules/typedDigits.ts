/**
 * Numbers as visitors type or paste them: digits of another script (full-width ０-９ from an Asian
 * keyboard, Arabic-Indic ٠-٩), dashes that are not "-" (an en dash, a minus sign, a non-breaking
 * hyphen: word processors and phones put them in), and spaces that are not " " (a no-break or thin
 * space from a copied document). This reads them as what they mean, so that a check never drops a
 * digit (and reads another valid number) or refuses a number for the way its dash was drawn.
 */

/** Dashes and the minus sign: Unicode's dash punctuation (Pd), U+2212 and the small and full-width hyphen-minus. */
const DASHES = /[\p{Pd}\u2212\uFE63\uFF0D]/gu;
/** Every space, the no-break and zero-width ones included (NFKC leaves U+200B and U+FEFF as they are). */
const SPACES = /[\s\u200B\uFEFF]/gu;
const OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;

/**
 * The value of a decimal digit of any script: Unicode gives every script's digits as runs of ten from
 * its zero (some scripts' runs follow each other), so it is how far the digit is into its run.
 */
function digitValue(digit: string): string {
  const cp = digit.codePointAt(0)!;
  let before = 0;
  while (before < 100 && /\p{Nd}/u.test(String.fromCodePoint(cp - before - 1))) before++;
  return String(before % 10);
}

/**
 * The text with every decimal digit as 0-9, every dash as "-" and every space as " " (each kept in
 * its place: callers decide what a separator may be). Not trimmed, nothing removed.
 */
export function plainDigits(text: string): string {
  return text.normalize('NFKC').replace(OTHER_DIGIT, digitValue).replace(DASHES, '-').replace(SPACES, ' ');
}

/**
 * A number given as a JavaScript integer (`190905271474`, as the reference vectors' structured.json and callers
 * reading JSON write some) is its digits; anything else stays as given. A ten-digit number that starts with 0
 * cannot be written so (the zero is lost), and stays invalid.
 */
export function integerAsText(input: unknown): unknown {
  return typeof input === 'number' && Number.isSafeInteger(input) && input >= 0 ? String(input) : input;
}
