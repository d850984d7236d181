// The notice of purpose at every form that collects personal data (N25), with the privacy link.

import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_POLICY_PATH, PURPOSE_NOTICES } from '@brokerage/shared/consent/purpose-notices';
import type { PurposeNoticeKind } from '@brokerage/shared/consent/purpose-notices';

// Underlined whatever stylesheet has loaded: a link inside text must not rely on colour (WCAG 1.4.1).
const UNDERLINED = { textDecoration: 'underline' } as const;

export function PurposeNotice({ kind }: { kind: PurposeNoticeKind }) {
  return (
    <Text size="sm" data-purpose-notice>
      {PURPOSE_NOTICES[kind]} See our{' '}
      <Anchor component={Link} to={PRIVACY_POLICY_PATH} c="navy.8" underline="always" style={UNDERLINED}>
        Privacy Policy
      </Anchor>
      .
    </Text>
  );
}
