/**
 * Rendered once the first screen has been painted (app-layout's AfterFirstScreen): fetches the
 * catalogue's later slice for the language on screen, so that the parts opened next find it in
 * (decision 060). A failure is left to the part that needs the slice: it asks again.
 */
import { useEffect } from 'react';
import { laterMessagesReady } from './later-messages';

export function FetchLaterMessages() {
  useEffect(() => {
    laterMessagesReady().catch(() => undefined);
  }, []);
  return null;
}
