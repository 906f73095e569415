/**
 * The two app addresses home links to. They mirror src/app/paths.ts, which a feature may not
 * import (lint: features never import the app); keep them equal to paths.join and paths.down.
 */
export const pageLinks = { join: '/join', down: '/down' } as const;
