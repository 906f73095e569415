/**
 * The live brand preview (docs/decisions/055): the real player site, in a sandboxed frame on a
 * host of its own, showing the merchant's saved draft before it is published — in the light or
 * dark palette, at a desktop or a phone width. Every preview address works once, for this staff
 * member's session and this draft only: saving the draft opens a new one.
 */
import type { CSSObject } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { previewPalettes, type PreviewPaletteName } from '../../../../schemas/console';
import { button, mutedText, panel } from '../../ui/console-styles';
import { ErrorLine } from '../../ui/states';
import { useBrandPreview } from './merchant-queries';

const widths = { desktop: 1280, phone: 390 } as const;
type Width = keyof typeof widths;

const choices: CSSObject = { display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center', border: 0, padding: 0, margin: 0 };

export function BrandPreview({ merchant, draftKey }: { merchant: string; draftKey: string }) {
  const intl = useIntl();
  const [palette, setPalette] = useState<PreviewPaletteName>('light');
  const [width, setWidth] = useState<Width>('desktop');
  const [open, setOpen] = useState(false);
  const preview = useBrandPreview(merchant);
  const { mutate } = preview;
  const shown = useRef<string | null>(null);

  // A new address whenever the preview is open and what it shows changes (palette, saved draft).
  useEffect(() => {
    if (!open) return;
    const key = `${palette}|${draftKey}`;
    if (shown.current === key) return;
    shown.current = key;
    mutate(palette);
  }, [open, palette, draftKey, mutate]);

  const reopen = () => {
    shown.current = `${palette}|${draftKey}`;
    setOpen(true);
    mutate(palette);
  };
  const answer = open && preview.isSuccess ? preview.data : null;
  const frameTitle = intl.formatMessage(
    { id: 'console.preview.frame_title' },
    { merchant, palette: intl.formatMessage({ id: `console.preview.palette_${palette}` }), width: intl.formatMessage({ id: `console.preview.width_${width}` }) },
  );

  return (
    <section css={panel} aria-labelledby="brand-preview-title">
      <h2 id="brand-preview-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id="console.preview.title" />
      </h2>
      <p css={mutedText}>
        <FormattedMessage id="console.preview.hint" />
      </p>
      <div css={{ display: 'flex', gap: '1.5rem', flexWrap: 'wrap', alignItems: 'center', margin: '0.75rem 0' }}>
        <fieldset css={choices}>
          <legend css={{ fontWeight: 600, float: 'left', marginRight: '0.5rem' }}>
            <FormattedMessage id="console.preview.palette" />
          </legend>
          {previewPalettes.map((p) => (
            <label key={p} css={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
              <input type="radio" name={`preview-palette-${merchant}`} value={p} checked={palette === p} onChange={() => setPalette(p)} />
              <FormattedMessage id={`console.preview.palette_${p}`} />
            </label>
          ))}
        </fieldset>
        <fieldset css={choices}>
          <legend css={{ fontWeight: 600, float: 'left', marginRight: '0.5rem' }}>
            <FormattedMessage id="console.preview.width" />
          </legend>
          {(Object.keys(widths) as Width[]).map((w) => (
            <label key={w} css={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
              <input type="radio" name={`preview-width-${merchant}`} value={w} checked={width === w} onChange={() => setWidth(w)} />
              <FormattedMessage id={`console.preview.width_${w}`} />
            </label>
          ))}
        </fieldset>
        <button type="button" css={button} disabled={preview.isPending} onClick={reopen}>
          <FormattedMessage id={open ? 'console.preview.reload' : 'console.preview.open'} />
        </button>
      </div>
      <div aria-live="polite">
        {open && preview.isPending ? (
          <p css={mutedText} role="status">
            <FormattedMessage id="console.preview.opening" />
          </p>
        ) : null}
        {answer ? (
          <p css={mutedText}>
            <FormattedMessage id="console.preview.expires" values={{ time: <FormattedTime value={answer.expiresAt} /> }} />
          </p>
        ) : null}
      </div>
      {open && preview.isError ? <ErrorLine error={preview.error} /> : null}
      {answer ? (
        <div css={{ overflowX: 'auto', border: '1px solid currentColor', borderRadius: '0.5rem', maxWidth: '100%' }}>
          <iframe
            key={answer.url}
            src={answer.url}
            title={frameTitle}
            data-testid="brand-preview-frame"
            data-palette={answer.palette}
            data-width={width}
            // Its own origin: it may run its scripts and keep its own storage, never reach the console.
            sandbox="allow-scripts allow-same-origin allow-forms"
            referrerPolicy="no-referrer"
            css={{ display: 'block', border: 0, width: widths[width], height: 720, maxWidth: 'none', background: '#fff' }}
          />
        </div>
      ) : null}
    </section>
  );
}
