import '@mantine/tiptap/styles.layer.css';
import { Group } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ActionButton } from '@/components/action-button';
import { isBlankChatHtml } from './chat-html';

type ChatComposerProps = {
  /** Sends the message; the editor is cleared when it resolves. */
  onSend: (html: string) => Promise<unknown>;
  label?: string;
  /** Put the caret in the editor as soon as it is ready (the operator already clicked its place). */
  autoFocus?: boolean;
};

const LABELS = {
  boldControlLabel: 'Negrita',
  italicControlLabel: 'Cursiva',
  undoControlLabel: 'Deshacer',
};

/**
 * The message editor of the chat (SPEC §2: bold, italic, undo): not sent while empty nor twice
 * while a send is in progress (the shared action pattern), cleared after success (SPEC §5).
 */
export function ChatComposer({ onSend, label = 'Escribe un mensaje', autoFocus = false }: ChatComposerProps) {
  const editor = useEditor({
    // Only what the server keeps: paragraphs, line breaks, bold and italic.
    extensions: [
      StarterKit.configure({
        heading: false,
        bulletList: false,
        orderedList: false,
        listItem: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
        underline: false,
      }),
    ],
    content: '',
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
  });
  const blank = useEditorState({ editor, selector: ({ editor: e }) => !e || isBlankChatHtml(e.getHTML()) }) ?? true;

  const send = async () => {
    if (!editor || isBlankChatHtml(editor.getHTML())) return;
    await onSend(editor.getHTML());
    editor.commands.clearContent(true);
  };

  return (
    <RichTextEditor editor={editor} labels={LABELS}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Undo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={88} />
      <Group justify="flex-end" p="xs">
        <ActionButton onAction={send} disabled={blank}>
          Enviar
        </ActionButton>
      </Group>
    </RichTextEditor>
  );
}
