/**
 * A contract's terms as a table: one row per tier, the thresholds its kind uses (active people,
 * bet volume, team loss; amounts in the currency's decimals) and the ratio in percent. Shared
 * by the contracts page and the contract pop-up.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Contract } from '../../../../schemas/agent';
import { MinorAmount } from './minor-amount';
import { table, tableWrap } from './contract-styles';
import { thresholdsOfKind } from './contract-terms';
import { formatRatio, kindKey, periodKey } from './contract-labels';

export function ContractTermsView({
  contract,
  minorDigits,
}: {
  contract: Pick<Contract, 'kind' | 'period' | 'tiers'>;
  minorDigits: number;
}) {
  const intl = useIntl();
  const used = thresholdsOfKind[contract.kind];
  return (
    <div css={tableWrap}>
      <table css={table} data-testid="contract-tiers">
        <caption css={{ textAlign: 'start', fontWeight: 'bold' }}>
          <FormattedMessage
            id="agentc.contracts.terms_caption"
            values={{
              kind: intl.formatMessage({ id: kindKey[contract.kind] }),
              period: intl.formatMessage({ id: periodKey[contract.period] }),
            }}
          />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="agentc.contracts.tier" />
            </th>
            {used.includes('activePeople') && (
              <th scope="col" className="num">
                <FormattedMessage id="agentc.contracts.active_people" />
              </th>
            )}
            {used.includes('betMinor') && (
              <th scope="col" className="num">
                <FormattedMessage id="agentc.contracts.bet_volume" />
              </th>
            )}
            {used.includes('lossMinor') && (
              <th scope="col" className="num">
                <FormattedMessage id="agentc.contracts.team_loss" />
              </th>
            )}
            <th scope="col" className="num">
              <FormattedMessage id="agentc.contracts.ratio" />
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              {used.includes('activePeople') && (
                <td className="num">{intl.formatNumber(tier.activePeople)}</td>
              )}
              {used.includes('betMinor') && (
                <td className="num">
                  <MinorAmount minor={tier.betMinor} minorDigits={minorDigits} />
                </td>
              )}
              {used.includes('lossMinor') && (
                <td className="num">
                  <MinorAmount minor={tier.lossMinor} minorDigits={minorDigits} />
                </td>
              )}
              <td className="num" data-testid="contract-tier-ratio">
                {formatRatio(intl, tier.ratio)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
