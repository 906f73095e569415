/** Language-neutral artwork of a points-mall product (decorative: the name is beside it). */
import type { ProductArt as Art } from '../../../schemas/points';

const shapes: Record<Art, string> = {
  gift: 'M10 22h28v18H10zM8 16h32v6H8zM24 16v24M24 16c-4-8-12-6-8 0M24 16c4-8 12-6 8 0',
  phone: 'M16 6h16a2 2 0 0 1 2 2v32a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM22 36h4',
  headphones: 'M10 30v-6a14 14 0 0 1 28 0v6M10 30h6v10h-6zM32 30h6v10h-6z',
  watch: 'M18 4h12l2 10H16zM18 44h12l2-10H16zM24 16a8 8 0 1 1 0 16a8 8 0 1 1 0-16zM24 20v4l3 2',
  voucher: 'M6 14h36v6a4 4 0 0 0 0 8v6H6v-6a4 4 0 0 0 0-8zM20 14v20',
  bag: 'M10 16h28l-2 26H12zM18 16v-4a6 6 0 0 1 12 0v4',
  cup: 'M12 12h20v22a6 6 0 0 1-6 6h-8a6 6 0 0 1-6-6zM32 18h4a4 4 0 0 1 0 8h-4',
};

export function ProductArt({ art }: { art: Art }) {
  return (
    <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
      <path d={shapes[art]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
