import type { QuotationMessage } from '@cotizador/contracts/quotation-detail';
import { formatDateTime } from '@cotizador/domain/format';
import { Avatar, Box, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './chat.module.css';
import { sanitizeChatHtml } from './chat-html';

type ChatThreadProps = {
  messages: readonly QuotationMessage[];
  /** Whose messages are "mine" (shown on the right). */
  isMine: (message: QuotationMessage) => boolean;
  emptyText: string;
};

/** The chat of a quotation, oldest first; shared by the operator's and the admin's screens. */
export function ChatThread({ messages, isMine, emptyText }: ChatThreadProps) {
  const thread = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // Show the newest message: scroll the thread itself, never the page.
  useEffect(() => {
    const box = thread.current;
    if (box && count > 0) box.scrollTop = box.scrollHeight;
  }, [count]);

  if (count === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" className={classes.thread}>
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack
      ref={thread}
      gap="sm"
      className={classes.thread}
      role="log"
      aria-live="polite"
      aria-label="Mensajes de la cotización"
      tabIndex={0}
    >
      {messages.map((message) => {
        const mine = isMine(message);
        const author = `${message.user.name} ${message.user.last_name}`.trim();
        return (
          <Group key={message.id} gap="xs" align="flex-end" justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap">
            {!mine && <Avatar src={message.user.avatar[0] ?? null} alt="" size={32} radius="xl" color="brand" />}
            <Box className={mine ? classes.mine : classes.theirs}>
              <Text fz="xs" fw={600} c={mine ? 'white' : 'dimmed'} className={classes.meta}>
                {mine ? 'Tú' : author} · <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </Text>
              <div
                className={classes.body}
                data-chat-body
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the chat's HTML, sanitised on the server and again here with DOMPurify (p, br, strong, b, em, i; no attributes).
                dangerouslySetInnerHTML={{ __html: sanitizeChatHtml(message.message) }}
              />
            </Box>
          </Group>
        );
      })}
    </Stack>
  );
}
