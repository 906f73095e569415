/** The member pages' looks: shared with the agent centre, so they live in src/ui/page-styles.ts. */
export * from '../../ui/page-styles';
