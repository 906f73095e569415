/**
 * The activity application (§3, §5): a remark of at most 140 characters (counted as the gateway
 * counts them) and up to 3 images; sent with relay MCSFE_signUpRequestReward.
 */
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { uploadLimits } from '../../../schemas/promotions';
import { buttonStyle } from '../../ui/button';
import { alert, field, formGrid, input, muted } from '../../ui/page-styles';
import { ImagePicker } from './image-picker';

export interface ApplicationInput {
  remark: string;
  images: File[];
}

export function ApplicationForm({ busy, errorKey, onSubmit }: { busy: boolean; errorKey: string | null; onSubmit: (input: ApplicationInput) => void }) {
  const id = useId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const length = [...remark].length;
  const tooLong = length > uploadLimits.remarkMaxChars;
  return (
    <form
      css={formGrid}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="application-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooLong) onSubmit({ remark, images });
      }}
    >
      <h4 id={`${id}-title`} css={{ margin: 0 }}>
        <FormattedMessage id="promo.application_title" />
      </h4>
      <div css={field}>
        <label htmlFor={`${id}-remark`}>
          <FormattedMessage id="promo.remark_label" />
        </label>
        <textarea
          id={`${id}-remark`}
          name="remark"
          rows={3}
          css={input}
          value={remark}
          aria-invalid={tooLong}
          aria-describedby={`${id}-count`}
          onChange={(e) => setRemark(e.target.value)}
        />
        <small id={`${id}-count`} css={tooLong ? alert : muted} data-testid="remark-count">
          <FormattedMessage id="promo.remark_count" values={{ count: length, max: uploadLimits.remarkMaxChars }} />
        </small>
      </div>
      <ImagePicker files={images} onChange={setImages} disabled={busy} />
      {errorKey && (
        <p css={alert} role="alert" data-testid="application-error">
          <FormattedMessage id={errorKey} />
        </p>
      )}
      <button type="submit" css={buttonStyle('primary')} disabled={busy || tooLong}>
        <FormattedMessage id="promo.application_submit" />
      </button>
    </form>
  );
}
