/**
 * A merchant's registration rules (§3, §5; docs/decisions/046): the rules as a table, the
 * register form they compile to beside it with sample values judged as the gateway judges them,
 * the pattern table with its samples, then Publish (PUT …/register-rules; players get it on
 * their next load). Read-only without rules.publish.
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import type { FieldRule, RegisterRules, RegistrationField } from '../../../../schemas/register-rules';
import { isConsoleApiError } from '../../api/console-client';
import { useMerchants } from '../../api/console-queries';
import { button, heading, mutedText, okText, page, panel, secondaryButton } from '../../ui/console-styles';
import { Empty, ErrorLine, Failed, Loading } from '../../ui/states';
import { FormPreview } from './form-preview';
import { PatternTable } from './pattern-table';
import { PlayerMessages } from './player-messages';
import { problemsByPath, sameRules, withRule } from './rules-draft';
import { usePlayerView, usePublishRules, useRegisterRules } from './rules-queries';
import { RulesTable } from './rules-table';

export function RulesPage({ session }: { session: StaffSessionAnswer }) {
  const { merchant } = useParams<{ merchant?: string }>();
  const merchants = useMerchants();
  if (!merchant) {
    if (merchants.isPending) return <Loading />;
    if (merchants.isError) return <Failed error={merchants.error} onRetry={() => void merchants.refetch()} />;
    const first = merchants.data.merchants[0];
    return first ? <Navigate to={`/register-rules/${encodeURIComponent(first)}`} replace /> : <Empty id="console.no_merchants" />;
  }
  return (
    <div css={page}>
      <h1 css={heading}>
        <FormattedMessage id="console.rules.title" values={{ merchant }} />
      </h1>
      <PlayerMessages>
        <MerchantRules key={merchant} merchant={merchant} canPublish={session.staff.capabilities.includes('rules.publish')} />
      </PlayerMessages>
    </div>
  );
}

function MerchantRules({ merchant, canPublish }: { merchant: string; canPublish: boolean }) {
  const rules = useRegisterRules(merchant);
  const view = usePlayerView(merchant);
  if (rules.isPending || view.isPending) return <Loading />;
  if (rules.isError) return <Failed error={rules.error} onRetry={() => void rules.refetch()} />;
  if (view.isError) return <Failed error={view.error} onRetry={() => void view.refetch()} />;
  return <RulesDraft merchant={merchant} published={rules.data.rules} view={view.data} canPublish={canPublish} />;
}

function RulesDraft({ merchant, published, view, canPublish }: { merchant: string; published: RegisterRules; view: NonNullable<ReturnType<typeof usePlayerView>['data']>; canPublish: boolean }) {
  const [draft, setDraft] = useState<RegisterRules>(published);
  const [done, setDone] = useState(false);
  const publish = usePublishRules(merchant);
  const problems = problemsByPath(isConsoleApiError(publish.error) ? publish.error.value : null);
  const changed = !sameRules(published, draft);

  const onChange = (field: RegistrationField, patch: Partial<FieldRule>): void => {
    publish.reset();
    setDone(false);
    setDraft((d) => withRule(d, field, patch));
  };
  const onPublish = (): void => {
    publish.mutate(draft, {
      onSuccess: (answer) => {
        setDraft(answer.rules);
        setDone(true);
      },
    });
  };

  return (
    <div css={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))', alignItems: 'start' }}>
      <section css={{ ...panel, overflowX: 'auto', gridColumn: '1 / -1' }} aria-labelledby="rules-table-title">
        <h2 id="rules-table-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.rules.table" />
        </h2>
        {!canPublish ? (
          <p css={mutedText}>
            <FormattedMessage id="console.rules.read_only" />
          </p>
        ) : null}
        <RulesTable draft={draft} problems={problems} disabled={!canPublish || publish.isPending} onChange={onChange} />
        {canPublish ? (
          <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginTop: '0.75rem' }}>
            <button type="button" css={button} onClick={onPublish} disabled={publish.isPending || !changed}>
              <FormattedMessage id={publish.isPending ? 'console.rules.publishing' : 'console.rules.publish'} />
            </button>
            <button type="button" css={secondaryButton} onClick={() => { publish.reset(); setDraft(published); }} disabled={publish.isPending || !changed}>
              <FormattedMessage id="console.rules.discard" />
            </button>
          </div>
        ) : null}
        <div aria-live="polite">
          {done ? (
            <p css={okText} role="status">
              <FormattedMessage id="console.rules.published" />
            </p>
          ) : null}
        </div>
        {publish.isError ? <ErrorLine error={publish.error} /> : null}
      </section>
      <section css={panel} aria-labelledby="rules-preview-title">
        <h2 id="rules-preview-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.rules.preview" />
        </h2>
        <p css={mutedText}>
          <FormattedMessage id="console.rules.preview_hint" />
        </p>
        <FormPreview draft={draft} view={view} />
      </section>
      <section css={panel} aria-labelledby="rules-patterns-title">
        <h2 id="rules-patterns-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.rules.patterns" />
        </h2>
        <PatternTable />
      </section>
    </div>
  );
}
