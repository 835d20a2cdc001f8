// The inbox's last-message excerpt: the chat's sanitised HTML (p, br, strong, b, em, i) as plain
// text on one line, at most EXCERPT_MAX_LENGTH characters (an ellipsis marks a cut).

export const EXCERPT_MAX_LENGTH = 140;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** Plain text of chat HTML: block ends and line breaks become spaces, tags go, entities are decoded. */
export function chatHtmlToText(html: string): string {
  const text = html.replace(/<br\s*\/?>|<\/p>/gi, ' ').replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** At most `max` characters; a cut ends at a word boundary when one is near, then an ellipsis. */
export function messageExcerpt(html: string, max = EXCERPT_MAX_LENGTH): string {
  const chars = [...chatHtmlToText(html)];
  if (chars.length <= max) return chars.join('');
  let kept = chars.slice(0, max - 1).join('');
  const lastSpace = kept.lastIndexOf(' ');
  if (chars[max - 1] !== ' ' && lastSpace >= kept.length - 20) kept = kept.slice(0, lastSpace);
  return `${kept.trimEnd()}…`;
}
