/**
 * The address of a link, asked inline under the toolbar (not window.prompt): Enter or Apply sets
 * it on the selection (or inserts it as text when nothing is selected), Escape or Cancel closes,
 * Remove unlinks. Only https, http and mailto addresses are taken (link-address.ts).
 */
import type { Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorText, input, label, row, secondaryButton } from '../../ui/console-styles';
import { linkAddress } from './link-address';

interface Props {
  id: string;
  editor: Editor;
  onClose: () => void;
}

export function LinkAddressInput({ id, editor, onClose }: Props) {
  const [text, setText] = useState(() => (editor.getAttributes('link') as { href?: string }).href ?? '');
  const [invalid, setInvalid] = useState(false);
  const problemId = `${id}-problem`;
  const hasLink = editor.isActive('link');

  function close() {
    onClose();
    editor.commands.focus();
  }

  function apply() {
    const href = linkAddress(text);
    if (!href) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !hasLink) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  }

  function keys(event: KeyboardEvent<HTMLInputElement>) {
    // Inside the draft's form: Enter applies the link instead of submitting the draft.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  return (
    <div css={{ display: 'grid', gap: '0.25rem' }}>
      <label htmlFor={id} css={label}>
        <FormattedMessage id="console.content.editor.link_url" />
      </label>
      <div css={row}>
        <input
          id={id}
          css={{ ...input, flex: '1 1 16rem' }}
          type="url"
          inputMode="url"
          dir="ltr"
          autoFocus
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? problemId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={keys}
        />
        <button type="button" css={secondaryButton} onClick={apply}>
          <FormattedMessage id="console.content.editor.link_apply" />
        </button>
        {hasLink ? (
          <button
            type="button"
            css={secondaryButton}
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            <FormattedMessage id="console.content.editor.link_remove" />
          </button>
        ) : null}
        <button type="button" css={secondaryButton} onClick={close}>
          <FormattedMessage id="console.content.editor.link_cancel" />
        </button>
      </div>
      {invalid ? (
        <p id={problemId} css={errorText} role="alert">
          <FormattedMessage id="console.content.editor.link_invalid" />
        </p>
      ) : null}
    </div>
  );
}
