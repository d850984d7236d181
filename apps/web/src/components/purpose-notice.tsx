// The notice of purpose at every form that collects personal data (N25), with the privacy link.

import { Link } from 'react-router';
import { PRIVACY_POLICY_PATH, PURPOSE_NOTICES } from '@brokerage/shared/consent/purpose-notices';
import type { PurposeNoticeKind } from '@brokerage/shared/consent/purpose-notices';
import classes from './ui/form-fields.module.css';

export function PurposeNotice({ kind }: { kind: PurposeNoticeKind }) {
  return (
    <p className={classes.smallPrint} data-purpose-notice>
      {PURPOSE_NOTICES[kind]} See our{' '}
      <Link to={PRIVACY_POLICY_PATH} className={classes.smallPrintLink}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
