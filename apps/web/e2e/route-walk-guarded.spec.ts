// The browser walk, second half: every guarded route of the shared route table signed out and as a
// user, an advisor and an admin (support/route-walk-suite.ts; N35 for who lands where).

import { WALK_VISITS } from './support/route-walk.ts';
import { walkRoutes } from './support/route-walk-suite.ts';

walkRoutes(WALK_VISITS.filter(({ route }) => route.guard !== 'public'));
