import DOMPurify from 'dompurify';

// DESIGN.md §4: chat HTML is sanitised on the server and again here, before rendering, with the
// same allow-list (p, br, strong, b, em, i; no attributes).
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i'];

export function sanitizeChatHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

/** True when the editor's HTML shows no text (empty paragraphs, line breaks, spaces). */
export function isBlankChatHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim() === ''
  );
}
