import { describe, expect, it } from 'vitest';
import { chatHtmlToText } from '../../mail/chat-text.ts';
import { EXCERPT_MAX_LENGTH, messageExcerpt } from './message-excerpt.ts';

describe('chat message excerpt', () => {
  it('turns the chat HTML into one line of text with the entities decoded', () => {
    expect(chatHtmlToText('<p>Hola,</p><p><strong>500</strong> piezas<br>a &lt;$10&gt; &amp; ya&nbsp;&#161;s&#xED;!</p>')).toBe(
      'Hola, 500 piezas a <$10> & ya ¡sí!',
    );
    expect(chatHtmlToText('<p>  </p><p>x</p>')).toBe('x');
    expect(chatHtmlToText('<p>Hola,</p><p>  </p><p>uno<br>dos</p>', { keepLines: true })).toBe('Hola,\nuno\ndos');
  });

  it('keeps short texts whole and cuts long ones at 140 characters with an ellipsis', () => {
    expect(messageExcerpt('<p>Listo</p>')).toBe('Listo');
    const exact = 'á'.repeat(EXCERPT_MAX_LENGTH);
    expect(messageExcerpt(`<p>${exact}</p>`)).toBe(exact);
    const cut = messageExcerpt(`<p>${'palabra '.repeat(40)}</p>`);
    expect([...cut].length).toBeLessThanOrEqual(EXCERPT_MAX_LENGTH);
    expect(cut.endsWith('palabra…')).toBe(true);
    // Characters outside the BMP count once and are never split.
    const emoji = messageExcerpt(`<p>${'😀'.repeat(200)}</p>`);
    expect([...emoji]).toHaveLength(EXCERPT_MAX_LENGTH);
  });
});
