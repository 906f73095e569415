/**
 * The pattern table (§5 "Pattern ids 0 to 22"): each id with its name as players read it, and
 * accepted and rejected samples (schemas/register-pattern-samples.ts), each checked here against
 * the pattern's own definition so the list shows what the pattern really does.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { patternSamples } from '../../../../schemas/register-pattern-samples';
import { registerPatterns } from '../../../../schemas/register-patterns';
import { errorText, okText, table } from '../../ui/console-styles';

function Sample({ text, matches, want }: { text: string; matches: boolean; want: boolean }) {
  const intl = useIntl();
  const right = matches === want;
  return (
    <li>
      <code>{JSON.stringify(text)}</code>{' '}
      <span css={right ? okText : errorText}>{intl.formatMessage({ id: matches ? 'console.rules.sample_matches' : 'console.rules.sample_refused' })}</span>
    </li>
  );
}

export function PatternTable() {
  const intl = useIntl();
  return (
    <details>
      <summary>
        <FormattedMessage id="console.rules.pattern_table" />
      </summary>
      <table css={table} data-testid="pattern-table">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="console.rules.col.pattern" /></th>
            <th scope="col"><FormattedMessage id="console.rules.samples_accepted" /></th>
            <th scope="col"><FormattedMessage id="console.rules.samples_rejected" /></th>
          </tr>
        </thead>
        <tbody>
          {registerPatterns.map((p) => {
            const re = new RegExp(p.source, 'u');
            const samples = patternSamples[p.id] ?? { accepted: [], rejected: [] };
            return (
              <tr key={p.id}>
                <th scope="row">{`${p.id} · ${intl.formatMessage({ id: p.messageKey })}`}</th>
                <td>
                  <ul css={{ margin: 0, paddingInlineStart: '1rem' }}>{samples.accepted.map((s) => <Sample key={s} text={s} matches={re.test(s)} want />)}</ul>
                </td>
                <td>
                  <ul css={{ margin: 0, paddingInlineStart: '1rem' }}>{samples.rejected.map((s) => <Sample key={s} text={s} matches={re.test(s)} want={false} />)}</ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
