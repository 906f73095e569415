/**
 * Up to 3 PNG or JPEG images under 5 MiB each, checked by their bytes as they are picked
 * (image-checks.ts), with previews and a remove button each. A refused pick keeps the others
 * and says why (role alert).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonStyle } from '../../ui/button';
import { alert, field, muted, row } from '../../ui/page-styles';
import { imageProblem } from './image-checks';

function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const intl = useIntl();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <figure css={{ margin: 0, display: 'grid', gap: '0.25rem', justifyItems: 'start' }} data-testid="image-preview">
      <img src={url} alt={file.name} width={96} height={96} css={{ objectFit: 'cover', borderRadius: '0.25rem' }} />
      <button type="button" css={buttonStyle('quiet')} onClick={onRemove}>
        {intl.formatMessage({ id: 'promo.image_remove' }, { name: file.name })}
      </button>
    </figure>
  );
}

export function ImagePicker({ files, onChange, disabled }: { files: readonly File[]; onChange: (files: File[]) => void; disabled?: boolean }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div css={field}>
      <label htmlFor={`${id}-images`}>
        <FormattedMessage id="promo.images_label" />
      </label>
      <input
        id={`${id}-images`}
        name="images"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={disabled}
        aria-describedby={`${id}-hint ${id}-error`}
        data-testid="image-input"
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          e.target.value = '';
          void imageProblem(files, picked).then((key) => {
            setProblem(key);
            if (key === null) onChange([...files, ...picked]);
          });
        }}
      />
      <small id={`${id}-hint`} css={muted}>
        <FormattedMessage id="promo.images_hint" />
      </small>
      <span id={`${id}-error`} css={alert} role={problem ? 'alert' : undefined} data-testid="image-error">
        {problem && <FormattedMessage id={problem} />}
      </span>
      <div css={row}>
        {files.map((file, index) => (
          <Preview
            key={`${file.name}-${index}`}
            file={file}
            onRemove={() => {
              setProblem(null);
              onChange(files.filter((_, i) => i !== index));
            }}
          />
        ))}
      </div>
    </div>
  );
}
