import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { warmRouteMatching } from './app/warm-route-matching.ts';

// React Router's default client entry, with its route matching done first in a task of its own
// (issue 14, ADR 0086): flattening and ranking the 150 routes is most of the router's start-up,
// which otherwise runs inside the hydration task. Evaluating this module starts React DOM, so each
// step waits for a task of its own.
setTimeout(() => {
  warmRouteMatching();
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
});
