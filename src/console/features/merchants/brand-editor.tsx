/**
 * A merchant's brand as a form generated from schemas/brand.schema.json (@rjsf/core, the schema
 * the checker uses). Save checks the draft with the gateway's brand checker: its problems show at
 * their fields, colour problems offer their fix as one click. Images upload beside the form;
 * publishing asks for a confirmation (docs/decisions/045).
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import brandSchema from '../../../../schemas/brand.schema.json';
import { brandAssetKinds, consolePaths, type BrandAssetKind, type BrandFieldProblem, type MerchantBrandAnswer } from '../../../../schemas/console';
import { isConsoleApiError } from '../../api/console-client';
import { button, dangerButton, mutedText, okText, panel, secondaryButton } from '../../ui/console-styles';
import { ErrorLine } from '../../ui/states';
import { applyFix, errorSchemaOf, isBrandProblems } from './brand-problems';
import { brandFormButtons } from './brand-form-buttons';
import { brandFormSchema, consoleRjsfTranslator } from './brand-form-text';
import { BrandPreview } from './brand-preview';
import { gatewayValidator } from './gateway-validator';
import { usePublishBrand, useSaveDraft, useUploadImage } from './merchant-queries';

const schema = brandSchema as unknown as RJSFSchema;

function problemsOf(error: unknown): BrandFieldProblem[] {
  return isConsoleApiError(error) && isBrandProblems(error.value) ? error.value : [];
}

export function BrandEditor({ answer, canEdit, canPublish }: { answer: MerchantBrandAnswer; canEdit: boolean; canPublish: boolean }) {
  const intl = useIntl();
  const formSchema = useMemo(() => brandFormSchema(schema, intl), [intl]);
  const translateString = useMemo(() => consoleRjsfTranslator(intl), [intl]);
  const merchant = answer.merchant;
  const [brand, setBrand] = useState<Record<string, unknown>>(answer.brand);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveDraft(merchant);
  const publish = usePublishBrand(merchant);
  const upload = useUploadImage(merchant);
  const problems = problemsOf(save.error).concat(problemsOf(publish.error));
  const fixes = problems.flatMap((p) => (p.fix ? [{ ...p, fix: p.fix }] : []));

  const onSave = (next: Record<string, unknown>) => {
    publish.reset();
    save.mutate(next, { onSuccess: (a) => setBrand(a.brand) });
  };
  const onUpload = (kind: BrandAssetKind, file: File | undefined) => {
    if (!file) return;
    upload.mutate({ kind, file }, { onSuccess: (a) => setBrand(a.brand.brand) });
  };

  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <section css={panel} aria-labelledby="brand-state-title">
        <h2 id="brand-state-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.merchants.state" />
        </h2>
        <p css={mutedText} data-testid="brand-state">
          <FormattedMessage
            id={answer.isDraft ? 'console.merchants.state_draft' : 'console.merchants.state_published'}
            values={{ version: answer.version, source: intl.formatMessage({ id: `console.merchants.source_${answer.source}` }) }}
          />
        </p>
        {canPublish ? (
          confirming ? (
            <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
              <p css={{ margin: 0 }}>
                <FormattedMessage id="console.merchants.publish_confirm" values={{ merchant }} />
              </p>
              <button type="button" css={dangerButton} disabled={publish.isPending} onClick={() => publish.mutate(undefined, { onSettled: () => setConfirming(false) })}>
                <FormattedMessage id="console.merchants.publish_yes" />
              </button>
              <button type="button" css={secondaryButton} onClick={() => setConfirming(false)}>
                <FormattedMessage id="console.merchants.cancel" />
              </button>
            </div>
          ) : (
            <button type="button" css={button} disabled={!answer.isDraft || publish.isPending} onClick={() => setConfirming(true)}>
              <FormattedMessage id="console.merchants.publish" />
            </button>
          )
        ) : null}
        <div aria-live="polite">
          {publish.isSuccess ? (
            <p css={okText} role="status">
              <FormattedMessage id="console.merchants.published" values={{ version: publish.data.version }} />
            </p>
          ) : null}
          {save.isSuccess ? (
            <p css={okText} role="status">
              <FormattedMessage id="console.merchants.saved" />
            </p>
          ) : null}
        </div>
        {publish.isError ? <ErrorLine error={publish.error} /> : null}
        {answer.publishedAt !== null || answer.source === 'folder' ? (
          <p css={{ marginBottom: 0 }}>
            <a href={consolePaths.merchantBrandExport.replace(':merchant', merchant)} download={`${merchant}.tar`} data-testid="brand-export">
              <FormattedMessage id="console.merchants.export" values={{ merchant }} />
            </a>{' '}
            <span css={mutedText}>
              <FormattedMessage id="console.merchants.export_hint" />
            </span>
          </p>
        ) : null}
      </section>

      <BrandPreview merchant={merchant} draftKey={`${answer.version}:${JSON.stringify(answer.brand)}`} />

      {canEdit ? (
        <section css={panel} aria-labelledby="brand-images-title">
          <h2 id="brand-images-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
            <FormattedMessage id="console.merchants.images" />
          </h2>
          <p css={mutedText}>
            <FormattedMessage id="console.merchants.images_hint" />
          </p>
          <div css={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
            {brandAssetKinds.map((kind) => (
              <label key={kind} css={{ display: 'grid', gap: '0.25rem' }}>
                <span>
                  <FormattedMessage id={`console.merchants.image_${kind}`} />
                </span>
                <input type="file" accept="image/svg+xml,image/png" disabled={upload.isPending} onChange={(e) => onUpload(kind, e.currentTarget.files?.[0])} />
              </label>
            ))}
          </div>
          {upload.isError ? <ErrorLine error={upload.error} /> : null}
        </section>
      ) : null}

      {fixes.length > 0 ? (
        <section css={panel} aria-labelledby="brand-fixes-title">
          <h2 id="brand-fixes-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
            <FormattedMessage id="console.merchants.fixes" />
          </h2>
          <ul>
            {fixes.map((p) => (
              <li key={p.path}>
                <span>{p.message} </span>
                <button type="button" css={secondaryButton} onClick={() => setBrand((b) => applyFix(b, p.fix))}>
                  <FormattedMessage id="console.merchants.apply_fix" values={{ field: p.fix.path.replace(/^\/brand\//, ''), value: p.fix.value }} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section css={panel} aria-labelledby="brand-form-title">
        <h2 id="brand-form-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.merchants.editor" />
        </h2>
        {save.isError && problems.length === 0 ? <ErrorLine error={save.error} /> : null}
        {problems.length > 0 ? (
          <p css={{ margin: 0 }} role="alert">
            <FormattedMessage id="console.merchants.problems" values={{ count: problems.length }} />
          </p>
        ) : null}
        <Form
          schema={formSchema}
          translateString={translateString}
          templates={{ ButtonTemplates: brandFormButtons }}
          formData={brand}
          validator={gatewayValidator}
          extraErrors={errorSchemaOf(problems)}
          showErrorList={false}
          noHtml5Validate
          disabled={!canEdit || save.isPending}
          onChange={(e) => setBrand(e.formData as Record<string, unknown>)}
          onSubmit={(e) => onSave(e.formData as Record<string, unknown>)}
        >
          <button type="submit" css={button} disabled={!canEdit || save.isPending}>
            <FormattedMessage id="console.merchants.save" />
          </button>
        </Form>
      </section>
    </div>
  );
}
