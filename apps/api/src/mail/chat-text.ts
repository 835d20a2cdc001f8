// Plain text of the chat's sanitised HTML (p, br, strong, b, em, i): for the inbox excerpt (one
// line) and the operator's message e-mails (one line per paragraph or line break).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const hex = entity[1]?.toLowerCase() === 'x';
      const code = Number.parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** Tags go and entities are decoded; paragraph ends and line breaks become spaces, or new lines with `keepLines`. */
export function chatHtmlToText(html: string, options: { keepLines?: boolean } = {}): string {
  const text = decodeEntities(html.replace(/<br\s*\/?>|<\/p>/gi, '\n').replace(/<[^>]*>/g, ''));
  if (!options.keepLines) return text.replace(/[\s\u00a0]+/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
