/**
 * A merchant's whitelabel modules (§6, schemas/modules.ts) as switches. Changes are a draft: the
 * panel beside the tree says what players will see change, and Publish sends only the changed
 * switches (PUT /console/api/merchants/:merchant/modules; players see it on their next page load).
 * Read-only without modules.publish.
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import type { MerchantModulesAnswer, StaffSessionAnswer } from '../../../../schemas/console';
import { moduleRoots, type ModuleId } from '../../../../schemas/modules';
import { useMerchants, useModules, usePublishModules } from '../../api/console-queries';
import { button, heading, mutedText, okText, page, panel, secondaryButton } from '../../ui/console-styles';
import { Empty, ErrorLine, Failed, Loading } from '../../ui/states';
import { flagsOf, playerChanges, switchesWith, toggle, type Changes } from './module-draft';
import { ModuleSwitch } from './module-switch';

export function ModulesPage({ session }: { session: StaffSessionAnswer }) {
  const { merchant } = useParams<{ merchant?: string }>();
  const merchants = useMerchants();
  if (!merchant) {
    if (merchants.isPending) return <Loading />;
    if (merchants.isError) return <Failed error={merchants.error} onRetry={() => void merchants.refetch()} />;
    const first = merchants.data.merchants[0];
    return first ? <Navigate to={`/modules/${encodeURIComponent(first)}`} replace /> : <Empty id="console.no_merchants" />;
  }
  return <MerchantModules key={merchant} merchant={merchant} canPublish={session.staff.capabilities.includes('modules.publish')} />;
}

function MerchantModules({ merchant, canPublish }: { merchant: string; canPublish: boolean }) {
  const modules = useModules(merchant);
  return (
    <div css={page}>
      <h1 css={heading}>
        <FormattedMessage id="console.modules.title" values={{ merchant }} />
      </h1>
      {modules.isPending ? <Loading /> : null}
      {modules.isError ? <Failed error={modules.error} onRetry={() => void modules.refetch()} /> : null}
      {modules.data ? <ModulesDraft merchant={merchant} published={modules.data} canPublish={canPublish} /> : null}
    </div>
  );
}

function ModulesDraft({ merchant, published, canPublish }: { merchant: string; published: MerchantModulesAnswer; canPublish: boolean }) {
  const [changes, setChanges] = useState<Changes>({});
  const [publishedCount, setPublishedCount] = useState<number | null>(null);
  const publish = usePublishModules(merchant);
  const switches = switchesWith(published.switches, changes);
  const flags = flagsOf(switches);
  const summary = playerChanges(published.switches, changes);
  const changed = new Set(Object.keys(changes));

  const onToggle = (id: ModuleId, on: boolean): void => {
    publish.reset();
    setPublishedCount(null);
    setChanges((c) => toggle(published.switches, c, id, on));
  };
  const onPublish = (): void => {
    const count = changed.size;
    publish.mutate(changes as Record<string, boolean>, {
      onSuccess: () => {
        setChanges({});
        setPublishedCount(count);
      },
    });
  };

  return (
    <div css={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))', alignItems: 'start' }}>
      <section css={panel} aria-labelledby="modules-tree-title">
        <h2 id="modules-tree-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.modules.tree" />
        </h2>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
          {moduleRoots.map((id) => (
            <ModuleSwitch key={id} id={id} switches={switches} flags={flags} changed={changed} disabled={!canPublish || publish.isPending} onToggle={onToggle} />
          ))}
        </ul>
      </section>
      <section css={panel} aria-labelledby="modules-draft-title">
        <h2 id="modules-draft-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.modules.draft" />
        </h2>
        {!canPublish ? (
          <p css={mutedText}>
            <FormattedMessage id="console.modules.read_only" />
          </p>
        ) : null}
        {summary.length === 0 && changed.size === 0 ? (
          <p css={mutedText}>
            <FormattedMessage id="console.modules.no_changes" />
          </p>
        ) : (
          <>
            <p css={{ margin: 0 }}>
              <FormattedMessage id="console.modules.players_will_see" />
            </p>
            <ul data-testid="player-changes">
              {summary.length === 0 ? (
                <li>
                  <FormattedMessage id="console.modules.nothing_visible" />
                </li>
              ) : null}
              {summary.map((s) => (
                <li key={s.subject}>
                  {s.subject === 'registerEntry' ? (
                    <FormattedMessage id={s.on ? 'console.modules.register_entry_appears' : 'console.modules.register_entry_disappears'} />
                  ) : (
                    <FormattedMessage
                      id={s.on ? 'console.modules.turns_on' : s.throughParent ? 'console.modules.turns_off_with_parent' : 'console.modules.turns_off'}
                      values={{ name: <FormattedMessage id={`console.module.${s.subject}`} /> }}
                    />
                  )}
                </li>
              ))}
            </ul>
            <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
              <button type="button" css={button} onClick={onPublish} disabled={publish.isPending || changed.size === 0}>
                <FormattedMessage id={publish.isPending ? 'console.modules.publishing' : 'console.modules.publish'} />
              </button>
              <button type="button" css={secondaryButton} onClick={() => setChanges({})} disabled={publish.isPending}>
                <FormattedMessage id="console.modules.discard" />
              </button>
            </div>
          </>
        )}
        <div aria-live="polite">
          {publishedCount !== null ? (
            <p css={okText} role="status">
              <FormattedMessage id="console.modules.published" values={{ count: publishedCount }} />
            </p>
          ) : null}
        </div>
        {publish.isError ? <ErrorLine error={publish.error} /> : null}
      </section>
    </div>
  );
}
