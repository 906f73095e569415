/** Finance's ledger check (docs/decisions/047): runs the ledger's invariants over the merchant's books when asked and shows "balanced" or each problem. */
import { FormattedMessage, FormattedTime } from 'react-intl';
import { useLedgerCheck } from '../../api/money-queries';
import { panel } from '../../ui/console-styles';
import { Failed } from '../../ui/states';

export function LedgerCheck({ merchant }: { merchant: string }) {
  const check = useLedgerCheck(merchant);
  const answer = check.data;
  const problems = answer
    ? [
        ...(answer.totalMinor === 0 ? [] : [{ id: 'console.money.ledger_problem.total', value: String(answer.totalMinor) }]),
        ...answer.unbalancedTransactions.map((value) => ({ id: 'console.money.ledger_problem.unbalanced', value })),
        ...answer.driftedAccounts.map((value) => ({ id: 'console.money.ledger_problem.drifted', value })),
        ...answer.negativeAccounts.map((value) => ({ id: 'console.money.ledger_problem.negative', value })),
        ...answer.walletMismatches.map((value) => ({ id: 'console.money.ledger_problem.wallet', value })),
      ]
    : [];
  return (
    <section css={panel} aria-labelledby="ledger-check-title" data-testid="ledger-check">
      <h2 id="ledger-check-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id="console.money.ledger_check" />
      </h2>
      <button type="button" onClick={() => void check.refetch()} disabled={check.isFetching}>
        <FormattedMessage id="console.money.ledger_check_run" />
      </button>
      <div role="status" data-balanced={answer && !check.isFetching ? String(answer.balanced) : undefined}>
        {check.isFetching ? <FormattedMessage id="console.loading" /> : null}
        {answer && !check.isFetching ? (
          answer.balanced ? (
            <p>
              {'✓ '}
              <FormattedMessage
                id="console.money.ledger_balanced"
                values={{ time: <FormattedTime value={answer.checkedAt} hour="2-digit" minute="2-digit" second="2-digit" /> }}
              />
            </p>
          ) : (
            <p>
              <FormattedMessage id="console.money.ledger_problems" values={{ count: answer.problemCount }} />
            </p>
          )
        ) : null}
      </div>
      {check.isError && !check.isFetching ? <Failed error={check.error} onRetry={() => void check.refetch()} /> : null}
      {answer && !check.isFetching && problems.length > 0 ? (
        <ul>
          {problems.map((p) => (
            <li key={`${p.id}:${p.value}`}>
              <FormattedMessage id={p.id} values={{ code: p.value }} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
