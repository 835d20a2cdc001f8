import { chatHtmlToText } from '../../mail/chat-text.ts';

// The inbox's last-message excerpt: the chat's HTML as plain text on one line, at most
// EXCERPT_MAX_LENGTH characters (an ellipsis marks a cut).

export const EXCERPT_MAX_LENGTH = 140;

/** At most `max` characters; a cut ends at a word boundary when one is near, then an ellipsis. */
export function messageExcerpt(html: string, max = EXCERPT_MAX_LENGTH): string {
  const chars = [...chatHtmlToText(html)];
  if (chars.length <= max) return chars.join('');
  let kept = chars.slice(0, max - 1).join('');
  const lastSpace = kept.lastIndexOf(' ');
  if (chars[max - 1] !== ' ' && lastSpace >= kept.length - 20) kept = kept.slice(0, lastSpace);
  return `${kept.trimEnd()}…`;
}
