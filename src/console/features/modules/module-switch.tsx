/**
 * One module as a switch (role="switch", a button: Space and Enter toggle it), its children
 * nested below. A module whose parent is off for players cannot be switched on: the switch is
 * aria-disabled and says why.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { moduleCatalogue, type ModuleFlags, type ModuleId } from '../../../../schemas/modules';
import { c, mutedText } from '../../ui/console-styles';
import { parentOn } from './module-draft';

const track = (on: boolean, blocked: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5rem',
    font: 'inherit',
    padding: '0.25rem 0.5rem',
    minHeight: '2.25rem',
    borderRadius: '999px',
    border: `2px solid ${on ? c.accent : c.border}`,
    background: on ? c.accent : 'transparent',
    color: on ? c.onAccent : c.text,
    cursor: blocked ? 'not-allowed' : 'pointer',
    opacity: blocked ? 0.7 : 1,
  }) as const;

const knob = (on: boolean) => ({ width: '1rem', height: '1rem', borderRadius: '50%', background: on ? c.onAccent : c.border }) as const;

export interface ModuleSwitchProps {
  id: ModuleId;
  switches: Readonly<Record<string, boolean>>;
  flags: ModuleFlags;
  changed: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (id: ModuleId, on: boolean) => void;
}

export function ModuleSwitch(props: ModuleSwitchProps) {
  const { id, switches, flags, changed, disabled, onToggle } = props;
  const intl = useIntl();
  const nameId = useId();
  const noteId = useId();
  const on = switches[id] === true;
  const blocked = !on && !parentOn(id, flags);
  const offThroughParent = on && !flags[id];
  const children = (moduleCatalogue as Record<string, readonly ModuleId[]>)[id] ?? [];
  return (
    <li css={{ display: 'grid', gap: '0.25rem' }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={nameId}
          aria-describedby={blocked || offThroughParent ? noteId : undefined}
          aria-disabled={blocked || disabled}
          css={track(on, blocked)}
          data-module={id}
          onClick={() => {
            if (!blocked && !disabled) onToggle(id, !on);
          }}
        >
          <span css={knob(on)} aria-hidden="true" />
          <FormattedMessage id={on ? 'console.modules.on' : 'console.modules.off'} />
        </button>
        <span id={nameId}>
          <FormattedMessage id={`console.module.${id}`} /> <code css={mutedText}>{id}</code>
        </span>
        {changed.has(id) ? (
          <span css={{ fontWeight: 600 }}>
            <FormattedMessage id="console.modules.changed" />
          </span>
        ) : null}
      </div>
      {blocked || offThroughParent ? (
        <p id={noteId} css={mutedText}>
          {intl.formatMessage({ id: blocked ? 'console.modules.parent_off' : 'console.modules.off_through_parent' })}
        </p>
      ) : null}
      {children.length > 0 ? (
        <ul css={{ listStyle: 'none', margin: 0, paddingInlineStart: '1.5rem', display: 'grid', gap: '0.5rem', borderInlineStart: `2px solid ${c.border}` }}>
          {children.map((child) => (
            <ModuleSwitch key={child} {...props} id={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
