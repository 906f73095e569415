/**
 * The banner's image: the current one shown, and a PNG chosen here is sent to the gateway, which
 * decodes and re-encodes it (at most 1 MiB and 2560 × 1440) and answers its address. Too big is
 * refused here first (the gateway refuses it too).
 */
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { contentLimits, type BannerImageUploaded } from '../../../../schemas/console-content';
import { field, label, mutedText } from '../../ui/console-styles';
import { ErrorLine } from '../../ui/states';
import { useUploadBannerImage } from './content-queries';

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

interface Props {
  merchant: string;
  path: string;
  alt: string;
  disabled: boolean;
  onUploaded: (image: BannerImageUploaded) => void;
}

export function BannerImageField({ merchant, path, alt, disabled, onUploaded }: Props) {
  const id = useId();
  const upload = useUploadBannerImage(merchant);
  const [tooBig, setTooBig] = useState(false);
  const onFile = async (file: File | undefined) => {
    setTooBig(false);
    upload.reset();
    if (!file) return;
    if (file.size > contentLimits.imageMaxBytes) {
      setTooBig(true);
      return;
    }
    upload.mutate(await base64Of(file), { onSuccess: onUploaded });
  };
  return (
    <div css={field}>
      <label htmlFor={id} css={label}>
        <FormattedMessage id="console.banners.image" />
      </label>
      {path ? <img src={path} alt={alt} css={{ maxWidth: '100%', maxHeight: '10rem', objectFit: 'contain', justifySelf: 'start', border: '1px solid var(--c-border)' }} /> : null}
      <input id={id} type="file" accept="image/png" disabled={disabled || upload.isPending} aria-describedby={`${id}-hint`} onChange={(e) => void onFile(e.target.files?.[0])} />
      <span id={`${id}-hint`} css={mutedText}>
        <FormattedMessage id="console.banners.image_hint" />
      </span>
      <div aria-live="polite">
        {upload.isPending ? (
          <p css={mutedText} role="status">
            <FormattedMessage id="console.banners.uploading" />
          </p>
        ) : null}
        {tooBig ? <ErrorLine error={null} messageId="console.error.image_too_big" /> : null}
        {upload.isError ? <ErrorLine error={upload.error} /> : null}
      </div>
    </div>
  );
}
