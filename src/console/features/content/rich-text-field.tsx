/**
 * The one rich-text field of the content editors: HTML in, HTML out, edited with TipTap 3
 * (StarterKit, its Link included; decision 048). The schema only knows what the gateway's
 * sanitiser keeps (no code blocks, headings h2–h4), so what the author sees is what is stored;
 * the gateway sanitises anyway and the preview shows the result.
 *
 * A value coming from outside (another item, another language) replaces the document only when it
 * differs from what the editor would give back, so the author's own edits never loop through it.
 */
import StarterKit from '@tiptap/starter-kit';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { isLangCode, languages } from '../../../../schemas/languages';
import { c, input } from '../../ui/console-styles';
import { linkAddress } from './link-address';
import { LinkAddressInput } from './link-address-input';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextFieldProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** The id of the element naming the field (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The language of the text (lang and dir of the field). */
  lang: string;
}

/** What the editor gives back: an empty document is "" (not "<p></p>"), so an empty body stays empty. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => linkAddress(url) !== null,
      shouldAutoLink: (url) => linkAddress(url) !== null,
    },
  }),
];

const editable = {
  ...input,
  display: 'block',
  minHeight: '8rem',
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
  '&:focus': { outline: `2px solid ${c.focus}`, outlineOffset: '1px' },
  '&[aria-invalid="true"]': { borderColor: c.danger },
  '&[contenteditable="false"]': { opacity: 0.75 },
  '& > :first-of-type': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& a': { color: c.accent },
} as const;

export function RichTextField({ id, value, onChange, labelledBy, describedBy, invalid, disabled, lang }: RichTextFieldProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const tag = isLangCode(lang) ? languages[lang].tag : undefined;
  const dir = isLangCode(lang) ? languages[lang].dir : 'ltr';

  const editor = useEditor({
    extensions,
    // The document arrives through the effect below once the editor exists (parsing HTML while it is
    // being built read its schema before it was there: an existing item's body crashed the page).
    content: '',
    editable: !disabled,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => changed.current(htmlOf(e)),
  });

  // The editable element's name, description, state and language follow the props.
  useEffect(() => {
    const attributes: Record<string, string> = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelledBy,
      spellcheck: 'true',
      dir,
    };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (disabled) attributes['aria-readonly'] = 'true';
    if (tag) attributes.lang = tag;
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, id, labelledBy, describedBy, invalid, disabled, tag, dir]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value from outside replaces the document only when it is not what the editor already holds;
  // it is not an undo step (Undo never brings back the previous item's text).
  useEffect(() => {
    if (value !== htmlOf(editor)) editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  const linkInputId = `${id}-link`;
  return (
    <div css={{ display: 'grid', gap: '0.375rem' }}>
      <RichTextToolbar editor={editor} disabled={disabled} dir={dir} linkOpen={linkOpen} linkInputId={linkInputId} onLink={() => setLinkOpen((open) => !open)} />
      {linkOpen && !disabled ? <LinkAddressInput id={linkInputId} editor={editor} onClose={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} css={{ '& .ProseMirror': editable }} />
    </div>
  );
}
