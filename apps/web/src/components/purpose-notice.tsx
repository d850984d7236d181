// The notice of purpose at every form that collects personal data (N25), with the privacy link.

import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_POLICY_PATH, PURPOSE_NOTICES } from '@brokerage/shared/consent/purpose-notices';
import type { PurposeNoticeKind } from '@brokerage/shared/consent/purpose-notices';

export function PurposeNotice({ kind }: { kind: PurposeNoticeKind }) {
  return (
    <Text size="sm" data-purpose-notice>
      {PURPOSE_NOTICES[kind]} See our{' '}
      <Anchor component={Link} to={PRIVACY_POLICY_PATH} c="navy.8" underline="always">
        Privacy Policy
      </Anchor>
      .
    </Text>
  );
}
