/** Shared with the agent centre: src/ui/scroll-region.tsx. */
export { ScrollRegion } from '../../ui/scroll-region';
