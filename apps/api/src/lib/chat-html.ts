import sanitizeHtml from 'sanitize-html';

// DESIGN.md §4: chat messages are HTML limited to p, br, strong, b, em, i, with no attributes.
// Everything else is dropped (script and style with their content), so what is stored is safe to
// render; the web sanitises again before rendering.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i'],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math', 'iframe', 'object'],
};

export function sanitizeChatHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the sanitised HTML shows no text (empty paragraphs, line breaks, spaces, &nbsp;). */
export function isBlankChatHtml(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/\s+/g, '');
  return text.length === 0;
}
