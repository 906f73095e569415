/**
 * The brand form's item buttons (add, copy, move up, move down, remove, clear) as worded
 * buttons. rjsf's defaults are Bootstrap 3 glyph icons, which the console does not load: they drew
 * as empty boxes with only a tooltip. Each says its action in the staff member's language
 * (translateString, brand-form-text.ts), which is also its accessible name.
 */
import { TranslatableString, type IconButtonProps, type RJSFSchema, type TemplatesType } from '@rjsf/utils';
import { dangerButton, secondaryButton } from '../../ui/console-styles';

const small = { minHeight: '2rem', padding: '0.25rem 0.625rem', fontSize: '0.875rem', marginInlineEnd: '0.25rem' };

// `any` form data, as rjsf's own templates are typed: the brand form's data is what the schema describes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Props = IconButtonProps<any, RJSFSchema>;

function worded(label: TranslatableString, danger = false) {
  function WordedButton({ registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className: _className, ...rest }: Props) {
    return (
      <button type="button" css={[danger ? dangerButton : secondaryButton, small]} {...rest}>
        {registry.translateString(label)}
      </button>
    );
  }
  WordedButton.displayName = `WordedButton(${label})`;
  return WordedButton;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const brandFormButtons: Partial<TemplatesType<any, RJSFSchema>['ButtonTemplates']> = {
  AddButton: worded(TranslatableString.AddItemButton),
  CopyButton: worded(TranslatableString.CopyButton),
  MoveUpButton: worded(TranslatableString.MoveUpButton),
  MoveDownButton: worded(TranslatableString.MoveDownButton),
  RemoveButton: worded(TranslatableString.RemoveButton, true),
  ClearButton: worded(TranslatableString.ClearButton),
};
