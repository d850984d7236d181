import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { restoreSession } from '../session/session-store.ts';

/**
 * Restores the stored session once, after hydration (platform spec section 4, N36); an expired
 * session that cannot be refreshed ends on the sign-in page.
 */
export function SessionBootstrap() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void restoreSession().then((outcome) => {
      if (active && outcome === 'expired') void navigate('/sign-in', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return null;
}
