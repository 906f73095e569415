/** The console's language: the catalogues the bundle carries, each named in its own language. */
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { catalogueLanguages, isLangCode, languages } from '../../../../schemas/languages';
import { useConsoleLanguage } from '../../i18n/console-intl';
import { input, label } from '../../ui/console-styles';

export function LanguagePicker() {
  const id = useId();
  const { language, choose } = useConsoleLanguage();
  return (
    <div css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <label htmlFor={id} css={label}>
        <FormattedMessage id="console.language" />
      </label>
      <select id={id} css={input} value={language} onChange={(e) => isLangCode(e.target.value) && choose(e.target.value)}>
        {catalogueLanguages.map((code) => (
          <option key={code} value={code} lang={languages[code].tag}>
            {languages[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
