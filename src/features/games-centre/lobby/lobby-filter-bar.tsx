/**
 * The /rng lobby's filters: name search (in the language on screen), subcategory chips (§3; BG
 * only with TY), the vendor, the two §9 hints, and "clear filters" while any is set. Every
 * control is labelled; chips and hints are toggle buttons (aria-pressed), which follow the address.
 */
import type { Theme } from '@emotion/react';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { slotSubcategories, type SlotSubcategory } from '../../../../schemas/catalogue';
import type { LobbyVendor } from '../../../api/catalogue/catalogue-query';
import { Button } from '../../../ui/button';
import { hasFilters, maxQueryLength, type LobbyFilters } from './lobby-filters';

const bar = (theme: Theme) => ({ display: 'grid', gap: theme.space.sm });
const line = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', gap: theme.space.sm });

const field = (theme: Theme) => ({
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
});

const searchBox = (theme: Theme) => ({ ...field(theme), flex: '1 1 14rem', minWidth: 0 });
// Sized by the line, not by the vendor names: the bar keeps its shape when the vendors arrive (CLS).
const label = (theme: Theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space.xs, flex: '1 1 12rem', minWidth: 0 });
const vendorSelect = (theme: Theme) => ({ ...field(theme), flex: '1 1 auto', minWidth: 0 });

const chip = (theme: Theme) => ({
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.md}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { borderColor: theme.colors.primary },
  '&[aria-pressed="true"]': { background: theme.colors.primary, borderColor: theme.colors.primary, color: theme.colors.onPrimary },
});

interface LobbyFilterBarProps {
  filters: LobbyFilters;
  subcategories: readonly SlotSubcategory[];
  vendors: readonly LobbyVendor[];
  onText: (text: string) => void;
  onChange: (patch: Partial<Omit<LobbyFilters, 'query'>>) => void;
  onClear: () => void;
}

export const LobbyFilterBar = memo(function LobbyFilterBar({ filters, subcategories, vendors, onText, onChange, onClear }: LobbyFilterBarProps) {
  const intl = useIntl();
  const vendorValue = vendors.find((v) => v.vassalage.toLowerCase() === filters.vendor?.toLowerCase())?.vassalage ?? '';
  return (
    <div css={bar} role="search" aria-label={intl.formatMessage({ id: 'lobby.filters' })}>
      <div css={line}>
        <input
          aria-label={intl.formatMessage({ id: 'lobby.search_label' })}
          css={searchBox}
          type="search"
          value={filters.query}
          maxLength={maxQueryLength}
          placeholder={intl.formatMessage({ id: 'lobby.search_placeholder' })}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onText(e.target.value)}
          data-testid="lobby-search"
        />
        <label css={label}>
          <FormattedMessage id="lobby.vendor" />
          <select css={vendorSelect} value={vendorValue} onChange={(e) => onChange({ vendor: e.target.value || null })}>
            <option value="">{intl.formatMessage({ id: 'games.all_vendors' })}</option>
            {vendors.map((v) => (
              <option key={v.nodeId} value={v.vassalage}>
                {v.displayName}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div css={line} role="group" aria-label={intl.formatMessage({ id: 'lobby.subcategories' })}>
        <button type="button" css={chip} aria-pressed={filters.subcategory === null} onClick={() => onChange({ subcategory: null })}>
          <FormattedMessage id="lobby.all_games" />
        </button>
        {subcategories.map((code) => (
          <button
            key={code}
            type="button"
            css={chip}
            aria-pressed={filters.subcategory === code}
            onClick={() => onChange({ subcategory: filters.subcategory === code ? null : code })}
          >
            <FormattedMessage id={slotSubcategories[code]} />
          </button>
        ))}
      </div>
      <div css={line}>
        <button type="button" css={chip} aria-pressed={filters.minBet} onClick={() => onChange({ minBet: !filters.minBet })}>
          <FormattedMessage id="lobby.hint_min_bet" />
        </button>
        <button type="button" css={chip} aria-pressed={filters.lines} onClick={() => onChange({ lines: !filters.lines })}>
          <FormattedMessage id="lobby.hint_lines" />
        </button>
        {hasFilters(filters) && (
          <Button tone="quiet" onClick={onClear}>
            <FormattedMessage id="lobby.clear_filters" />
          </Button>
        )}
      </div>
    </div>
  );
});
