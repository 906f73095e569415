/**
 * The built bundle the bench measures and serves: DIST_DIR (as the gateway reads it) or dist/.
 * Engineers working side by side each point DIST_DIR at their own copy.
 */
import path from 'node:path';

export const distDir = path.resolve(process.env.DIST_DIR?.trim() || 'dist');
