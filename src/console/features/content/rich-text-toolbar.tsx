/**
 * The content editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, the arrow keys (mirrored
 * in right-to-left text), Home and End move between the buttons; each button is named by a locale
 * key and the formatting toggles say whether they are on (aria-pressed). A button with nothing to
 * do (undo at the start) stays focusable with aria-disabled, so the tab stop never disappears.
 */
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { c } from '../../ui/console-styles';

interface Tool {
  key: string;
  /** Whether the formatting is on where the cursor is (a toggle), or null for an action. */
  active: (e: Editor) => boolean | null;
  can: (e: Editor) => boolean;
  run: (e: Editor) => void;
  /** What the button shows (its name is the locale key's text). */
  mark: ReactNode;
}

const tools: Tool[] = [
  { key: 'bold', mark: 'B', active: (e) => e.isActive('bold'), can: (e) => e.can().toggleBold(), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', mark: 'I', active: (e) => e.isActive('italic'), can: (e) => e.can().toggleItalic(), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'heading2', mark: 'H2', active: (e) => e.isActive('heading', { level: 2 }), can: (e) => e.can().toggleHeading({ level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'heading3', mark: 'H3', active: (e) => e.isActive('heading', { level: 3 }), can: (e) => e.can().toggleHeading({ level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bullet_list', mark: '•', active: (e) => e.isActive('bulletList'), can: (e) => e.can().toggleBulletList(), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'ordered_list', mark: '1.', active: (e) => e.isActive('orderedList'), can: (e) => e.can().toggleOrderedList(), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'undo', mark: '↶', active: () => null, can: (e) => e.can().undo(), run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', mark: '↷', active: () => null, can: (e) => e.can().redo(), run: (e) => e.chain().focus().redo().run() },
];

/** Two chain links, drawn (an emoji needs a font the machine may not have). */
const linkIcon = (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" css={{ verticalAlign: 'middle' }}>
    <path d="M6.5 9.5l3-3" />
    <path d="M7 4.5l1-1a2.5 2.5 0 013.5 3.5l-1 1" />
    <path d="M9 11.5l-1 1A2.5 2.5 0 014.5 9l1-1" />
  </svg>
);

const toolButton = {
  font: 'inherit',
  minWidth: '2.25rem',
  minHeight: '2.25rem',
  padding: '0 0.5rem',
  border: `1px solid ${c.border}`,
  borderRadius: '0.25rem',
  background: c.surface,
  color: c.text,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: c.accent, color: c.onAccent, borderColor: c.accent },
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'default' },
  '&:focus-visible': { outline: `2px solid ${c.focus}`, outlineOffset: '2px' },
} as const;

interface Props {
  editor: Editor;
  disabled?: boolean;
  dir: 'ltr' | 'rtl';
  /** Whether the link address input is open (the Link button's aria-expanded). */
  linkOpen: boolean;
  linkInputId: string;
  onLink: () => void;
}

export function RichTextToolbar({ editor, disabled, dir, linkOpen, linkInputId, onLink }: Props) {
  const intl = useIntl();
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      tools: tools.map((tool) => ({ active: tool.active(e), can: tool.can(e) })),
      link: e.isActive('link'),
    }),
  });
  const all = [...tools.slice(0, 6).map((t) => t.key), 'link', ...tools.slice(6).map((t) => t.key)];

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const next = { ArrowRight: dir === 'rtl' ? -1 : 1, ArrowLeft: dir === 'rtl' ? 1 : -1 }[event.key];
    let to: number | null = null;
    if (next !== undefined) to = (focused + next + all.length) % all.length;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = all.length - 1;
    if (to === null) return;
    event.preventDefault();
    setFocused(to);
    buttons.current[to]?.focus();
  }

  const render = (key: string, index: number, props: { pressed: boolean | null; enabled: boolean; onClick: () => void; mark: ReactNode; expanded?: boolean }) => (
    <button
      key={key}
      ref={(el) => {
        buttons.current[index] = el;
      }}
      type="button"
      css={toolButton}
      tabIndex={index === focused ? 0 : -1}
      aria-label={intl.formatMessage({ id: `console.content.editor.${key}` })}
      aria-pressed={props.pressed ?? undefined}
      aria-expanded={props.expanded}
      aria-controls={props.expanded ? linkInputId : undefined}
      disabled={disabled}
      aria-disabled={!props.enabled || undefined}
      onFocus={() => setFocused(index)}
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.enabled ? props.onClick : undefined}
    >
      <span aria-hidden="true" css={key === 'bold' ? { fontWeight: 700 } : key === 'italic' ? { fontStyle: 'italic' } : undefined}>
        {props.mark}
      </span>
    </button>
  );

  return (
    <div role="toolbar" aria-label={intl.formatMessage({ id: 'console.content.editor.toolbar' })} aria-orientation="horizontal" onKeyDown={move} css={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
      {all.map((key, index) => {
        if (key === 'link') return render(key, index, { pressed: state.link, enabled: true, onClick: onLink, mark: linkIcon, expanded: linkOpen });
        const at = tools.findIndex((t) => t.key === key);
        const tool = tools[at];
        const s = state.tools[at];
        if (!tool || !s) return null;
        return render(key, index, { pressed: s.active, enabled: s.can, onClick: () => tool.run(editor), mark: tool.mark });
      })}
    </div>
  );
}
