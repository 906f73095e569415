/**
 * The customer-service button (§2.2 maintenance page, §2.3 header drop-down): one button that
 * discloses the brand's channels (WHATSAPP, TELEGRAM, LINE) as links. Nothing when the brand
 * has no channel.
 */
import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../ui/button';
import { useBrand } from './brand-context';

const list = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.xs,
  justifyItems: 'center',
});
const link = (theme: Theme) => ({ color: theme.colors.primary, fontWeight: theme.fontWeight.medium });

const menu = (theme: Theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'center' });

export function CustomerServiceMenu() {
  const { customerService } = useBrand();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (customerService.length === 0) return null;
  return (
    <div css={menu}>
      <Button aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <FormattedMessage id="cs.button" />
      </Button>
      <ul id={listId} css={list} hidden={!open}>
        {customerService.map((cs) => (
          <li key={`${cs.channel}-${cs.url}`}>
            <a css={link} href={cs.url} target="_blank" rel="noopener noreferrer">
              <FormattedMessage
                id="cs.via"
                values={{ channel: cs.channel, handle: <bdi dir="ltr">{cs.handle}</bdi> }}
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
