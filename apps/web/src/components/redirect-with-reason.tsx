// A redirect that says why (product-flows section 2): the reason is shown as a notice on the page
// the visitor lands on, instead of a silent move.

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notifyInfo } from '#src/lib/notify.ts';

export function RedirectWithReason({ to, reason }: { to: string; reason: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    notifyInfo(reason);
    void navigate(to, { replace: true });
  }, [navigate, to, reason]);
  return null;
}
