/**
 * Content gives an item's categories as one comma-separated string ("Loans, Invoices,").
 * Split on commas, trim, drop empties; order kept, as editors wrote it.
 */
export function parseCategories(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
