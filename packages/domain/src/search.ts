// DESIGN.md §3: accent-insensitive Spanish search. The same normalisation writes the stored
// `products.search_text` column and reads the words of a query, so "camara" finds "Cámara" and
// "BOLIGRAFO" finds "bolígrafo".

const COMBINING_MARKS = /\p{M}+/gu;
const WHITESPACE = /\s+/u;
const WHITESPACE_RUNS = /\s+/gu;

/** Lower case, without accents or diacritics (ñ becomes n), with single spaces and no ends. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(WHITESPACE_RUNS, ' ').trim();
}

/** The normalised words of a search query; a product matches when its text contains every one. */
export function searchWords(query: string): string[] {
  return normalizeSearchText(query)
    .split(WHITESPACE)
    .filter((word) => word.length > 0);
}
