/**
 * Offering a contract of one kind to a direct downline: the downline (from my team's first
 * level), the period the kind allows (§9; only the dividend has a choice), and the tiers — rows
 * of the thresholds the kind uses and a ratio typed in percent with up to 2 decimals (sent as
 * hundredths of a percent), never above my limit (shown; agentPaths.contractLimits). Problems
 * show at their field and nothing is sent while any remains; the gateway's refusal shows its
 * message under the form.
 */
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  agentPaths,
  maxPageSize,
  maxTiers,
  periodsOfKind,
  type ContractKind,
  type ContractPeriod,
  type TeamAnswer,
} from '../../../../schemas/agent';
import { offerContract } from '../../../api/agent/contract-calls';
import { contractsKey } from '../../../api/agent/pending-contracts';
import { apiRequestAt } from '../../../api/client';
import { Button } from '../../../ui/button';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  alert as alertText,
  card,
  errorKeyOf,
  field,
  h2,
  input,
  muted,
  success,
  table,
  tableWrap,
} from './contract-styles';
import {
  checkTerms,
  emptyTier,
  thresholdsOfKind,
  type TermsProblem,
  type TierDraft,
  type TierField,
} from './contract-terms';
import { formatRatio, kindKey, periodKey } from './contract-labels';
import { refreshAfterWrite } from '../../../api/refresh-after-write';

const cellInput = (theme: Theme) => ({ ...input(theme), width: '100%', minWidth: '6rem' });
const errorText = (theme: Theme) => ({ margin: 0, color: theme.colors.danger, fontSize: theme.fontSize.sm });
const buttons = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space.xs });

const columns: {
  field: TierField;
  key: string;
  threshold: 'activePeople' | 'betMinor' | 'lossMinor' | null;
  mode: 'numeric' | 'decimal';
}[] = [
  { field: 'activePeople', key: 'agentc.contracts.active_people', threshold: 'activePeople', mode: 'numeric' },
  { field: 'bet', key: 'agentc.contracts.bet_volume', threshold: 'betMinor', mode: 'decimal' },
  { field: 'loss', key: 'agentc.contracts.team_loss', threshold: 'lossMinor', mode: 'decimal' },
  { field: 'percent', key: 'agentc.contracts.ratio_percent', threshold: null, mode: 'decimal' },
];

export interface OfferFormProps {
  kind: ContractKind;
  /** My highest ratio of this kind (hundredths of a percent) and where it comes from. */
  limit: { maxRatio: number; fromUpline: boolean };
  minorDigits: number;
}

export function OfferForm({ kind, limit, minorDigits }: OfferFormProps) {
  const intl = useIntl();
  const ids = useId();
  const client = useQueryClient();
  const periods = periodsOfKind[kind];
  const [downlineId, setDownlineId] = useState('');
  const [period, setPeriod] = useState<ContractPeriod>(periods[0] ?? 'daily');
  const [rows, setRows] = useState<TierDraft[]>([{ ...emptyTier }]);
  const [problems, setProblems] = useState<TermsProblem[]>([]);
  const [downlineMissing, setDownlineMissing] = useState(false);
  const team = useQuery({
    queryKey: [...contractsKey, 'direct-downlines'],
    queryFn: async ({ signal }) =>
      apiRequestAt<TeamAnswer>(agentPaths.team, { query: { pageSize: maxPageSize }, signal }),
    staleTime: 60_000,
  });
  const offer = useMutation({
    mutationFn: offerContract,
    onSuccess: async () => {
      setRows([{ ...emptyTier }]);
      setProblems([]);
      await refreshAfterWrite(client, contractsKey);
    },
  });
  const used = thresholdsOfKind[kind];
  const shown = columns.filter((c) => c.threshold === null || used.includes(c.threshold));
  const problemOf = (row: number, f: TierField): TermsProblem | undefined =>
    problems.find((p) => p.row === row && p.field === f);
  const listProblem = problems.find((p) => p.row === null);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const checked = checkTerms(kind, rows, limit.maxRatio, minorDigits);
    setProblems(checked.problems);
    setDownlineMissing(downlineId === '');
    if (checked.problems.length > 0 || downlineId === '') {
      const first =
        downlineId === ''
          ? `${ids}-downline`
          : checked.problems[0] && checked.problems[0].row !== null
            ? `${ids}-${checked.problems[0].row}-${checked.problems[0].field}`
            : null;
      if (first) document.getElementById(first)?.focus();
      return;
    }
    offer.mutate({ downlineId, kind, period, tiers: checked.tiers });
  };
  const setCell = (index: number, f: TierField, value: string): void => {
    setRows((list) => list.map((row, i) => (i === index ? { ...row, [f]: value } : row)));
    setProblems((list) => list.filter((p) => !(p.row === index && p.field === f)));
  };

  const downlines = team.data?.items ?? [];
  return (
    <form
      css={card}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
      data-testid="contract-offer-form"
    >
      <h3 id={`${ids}-title`} css={h2}>
        <FormattedMessage
          id="agentc.contracts.offer_title"
          values={{ kind: intl.formatMessage({ id: kindKey[kind] }) }}
        />
      </h3>
      <p css={muted} data-testid="contract-limit">
        <FormattedMessage
          id={limit.fromUpline ? 'agentc.contracts.limit_from_upline' : 'agentc.contracts.limit_cap'}
          values={{ ratio: formatRatio(intl, limit.maxRatio) }}
        />
      </p>
      <div css={field}>
        <label htmlFor={`${ids}-downline`}>
          <FormattedMessage id="agentc.contracts.downline" />
        </label>
        <select
          id={`${ids}-downline`}
          css={input}
          value={downlineId}
          onChange={(e) => {
            setDownlineId(e.target.value);
            setDownlineMissing(false);
          }}
          aria-invalid={downlineMissing}
          aria-describedby={downlineMissing ? `${ids}-downline-error` : undefined}
          data-testid="contract-offer-downline"
        >
          <option value="">
            {intl.formatMessage({
              id: team.isPending ? 'member.loading' : 'agentc.contracts.choose_downline',
            })}
          </option>
          {downlines.map((d) => (
            <option key={d.id} value={d.id}>
              {d.account}
            </option>
          ))}
        </select>
        {downlineMissing && (
          <p id={`${ids}-downline-error`} css={errorText}>
            <FormattedMessage id="agentc.contracts.error_downline" />
          </p>
        )}
        {team.isError && (
          <p css={errorText} role="alert">
            <FormattedMessage id={errorKeyOf(team.error)} />
          </p>
        )}
      </div>
      <div css={field}>
        <label htmlFor={`${ids}-period`}>
          <FormattedMessage id="agentc.contracts.period" />
        </label>
        <select
          id={`${ids}-period`}
          css={input}
          value={period}
          onChange={(e) => setPeriod(e.target.value as ContractPeriod)}
          data-testid="contract-offer-period"
        >
          {periods.map((p) => (
            <option key={p} value={p}>
              {intl.formatMessage({ id: periodKey[p] })}
            </option>
          ))}
        </select>
      </div>
      <div css={tableWrap}>
        <table css={table}>
          <caption css={{ textAlign: 'start' }}>
            <FormattedMessage id="agentc.contracts.tiers" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="agentc.contracts.tier" />
              </th>
              {shown.map((c) => (
                <th key={c.field} scope="col">
                  <FormattedMessage id={c.key} />
                </th>
              ))}
              <th scope="col">
                <span css={visuallyHidden}>
                  <FormattedMessage id="agentc.contracts.row_actions" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} data-testid="contract-tier-row">
                <th scope="row">{index + 1}</th>
                {shown.map((c) => {
                  const problem = problemOf(index, c.field);
                  const id = `${ids}-${index}-${c.field}`;
                  return (
                    <td key={c.field}>
                      <input
                        id={id}
                        css={cellInput}
                        inputMode={c.mode}
                        autoComplete="off"
                        value={row[c.field]}
                        onChange={(e) => setCell(index, c.field, e.target.value)}
                        aria-label={intl.formatMessage(
                          { id: 'agentc.contracts.cell_label' },
                          { tier: index + 1, column: intl.formatMessage({ id: c.key }) },
                        )}
                        aria-invalid={problem !== undefined}
                        aria-describedby={problem ? `${id}-error` : undefined}
                        data-testid={`contract-tier-${c.field}`}
                      />
                      {problem && (
                        <p id={`${id}-error`} css={errorText} data-testid="contract-field-error">
                          <FormattedMessage
                            id={problem.key}
                            values={{ ratio: formatRatio(intl, limit.maxRatio) }}
                          />
                        </p>
                      )}
                    </td>
                  );
                })}
                <td>
                  {rows.length > 1 && (
                    <Button
                      tone="quiet"
                      onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
                    >
                      <FormattedMessage id="agentc.contracts.remove_tier" values={{ tier: index + 1 }} />
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listProblem && (
        <p css={errorText} role="alert">
          <FormattedMessage id={listProblem.key} values={{ max: maxTiers }} />
        </p>
      )}
      <div css={buttons}>
        {rows.length < maxTiers && (
          <Button
            tone="quiet"
            onClick={() => setRows((list) => [...list, { ...emptyTier }])}
            data-testid="contract-add-tier"
          >
            <FormattedMessage id="agentc.contracts.add_tier" />
          </Button>
        )}
        <Button type="submit" disabled={offer.isPending} data-testid="contract-offer-submit">
          <FormattedMessage id="agentc.contracts.offer_submit" />
        </Button>
      </div>
      {offer.isError && (
        <p role="alert" css={alertText} data-testid="contract-offer-error">
          <FormattedMessage id={errorKeyOf(offer.error)} />
        </p>
      )}
      {offer.isSuccess && !offer.isError && (
        <p role="status" css={success} data-testid="contract-offer-sent">
          <FormattedMessage id="agentc.contracts.offer_sent" />
        </p>
      )}
    </form>
  );
}
