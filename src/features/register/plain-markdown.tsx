/**
 * Stands in for markdown-to-jsx/react in the build (vite.config.ts alias; docs/decisions/019):
 * RJSF renders descriptions and help through it, but the register form's texts are plain
 * catalogue messages, never markdown — so they are shown as text, and the chunk is ~25 KB
 * (gzip) lighter. Same export RJSF imports: `Markdown`.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
