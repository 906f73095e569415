/**
 * The language selector (§2.3): a native select (keyboard and screen-reader friendly) listing
 * the brand's supportLanguages by their own names. Hidden when the brand offers one language.
 */
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isLangCode, languages } from '../../schemas/languages';
import { visuallyHidden } from '../ui/visually-hidden';
import { usePreferences } from './brand-context';
import { languageTag } from './language';

const select = (theme: Theme) => ({
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
});

export function LanguageSelect() {
  const { language, languages: offered, setLanguage, switchingLanguage } = usePreferences();
  const intl = useIntl();
  const id = useId();
  if (offered.length < 2) return null;
  return (
    <div>
      <label htmlFor={id} css={visuallyHidden}>
        {intl.formatMessage({ id: 'lang.label' })}
      </label>
      <select
        id={id}
        css={select}
        value={language}
        aria-busy={switchingLanguage}
        onChange={(event) => {
          const code = event.target.value;
          if (isLangCode(code)) setLanguage(code);
        }}
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={languageTag(code)}>
            {languages[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
