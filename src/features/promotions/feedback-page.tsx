/**
 * Feedback (§5, §7 /wps/feedback PUT): content within the limits (counted as the gateway counts
 * it), up to 3 images checked by their bytes, and my feedback history, newest first.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { uploadLimits } from '../../../schemas/promotions';
import { fetchFeedback, promotionKeys, sendFeedback } from '../../api/promotions/promotion-calls';
import { isApiError } from '../../api/client';
import { buttonStyle } from '../../ui/button';
import { EmptyState, LoadingState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { alert, card, field, formGrid, input, muted, success } from '../../ui/page-styles';
import { ImagePicker } from './image-picker';
import { refreshAfterWrite } from '../../api/refresh-after-write';

export function FeedbackPage() {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [sent, setSent] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const history = useQuery({ queryKey: promotionKeys.feedback, queryFn: ({ signal }) => fetchFeedback(signal) });
  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      setContent('');
      setImages([]);
      setPickerKey((k) => k + 1);
      setSent(true);
      void refreshAfterWrite(client, promotionKeys.feedback);
    },
  });
  const length = [...content.trim()].length;
  const valid = length >= uploadLimits.feedbackMinChars && length <= uploadLimits.feedbackMaxChars;
  const limits = { min: uploadLimits.feedbackMinChars, max: uploadLimits.feedbackMaxChars };
  return (
    <div css={(t) => ({ display: 'grid', gap: t.space.md })}>
      <form
        css={formGrid}
        noValidate
        data-testid="feedback-form"
        aria-label={intl.formatMessage({ id: 'promo.feedback_form' })}
        onSubmit={(e) => {
          e.preventDefault();
          setSent(false);
          if (valid) send.mutate({ content: content.trim(), images });
        }}
      >
        <div css={field}>
          <label htmlFor={`${id}-content`}>
            <FormattedMessage id="promo.feedback_content" /> <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={`${id}-content`}
            name="content"
            rows={4}
            required
            css={input}
            value={content}
            aria-invalid={content !== '' && !valid}
            aria-describedby={`${id}-count`}
            onChange={(e) => setContent(e.target.value)}
          />
          <small id={`${id}-count`} css={content !== '' && !valid ? alert : muted} data-testid="feedback-count">
            <FormattedMessage id="promo.feedback_limits" values={{ ...limits, count: length }} />
          </small>
        </div>
        <ImagePicker key={pickerKey} files={images} onChange={setImages} disabled={send.isPending} />
        {send.isError && (
          <p css={alert} role="alert" data-testid="feedback-error">
            <FormattedMessage id={isApiError(send.error) ? send.error.messageKey : 'error.unknown'} />
          </p>
        )}
        {sent && (
          <p css={success} role="status" data-testid="feedback-sent">
            <FormattedMessage id="promo.feedback_sent" />
          </p>
        )}
        <button type="submit" css={buttonStyle('primary')} disabled={send.isPending || !valid}>
          <FormattedMessage id="promo.feedback_submit" />
        </button>
      </form>
      <section aria-labelledby={`${id}-history`} css={(t) => ({ display: 'grid', gap: t.space.sm })}>
        <h3 id={`${id}-history`} css={{ margin: 0 }}>
          <FormattedMessage id="promo.feedback_history" />
        </h3>
        {!history.data ? (
          <LoadingState label={intl.formatMessage({ id: 'promo.loading' })} />
        ) : history.data.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'promo.feedback_empty' })} />
        ) : (
          <ul css={(t) => ({ display: 'grid', gap: t.space.sm, margin: 0, padding: 0, listStyle: 'none' })}>
            {history.data.map((f) => (
              <li key={f.id} css={card} data-testid="feedback-item">
                <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{f.content}</p>
                <small css={muted}>
                  <DateTime iso={f.createdAt} /> · <FormattedMessage id="promo.feedback_images" values={{ count: f.images }} />
                </small>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
