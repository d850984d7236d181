import { Text, Title } from '@mantine/core';
import { pageMeta } from '#src/app/page-meta.ts';
import type { Route } from './+types/bad-request-page';

// <title> and description from the shared route table, for the route this module serves.
export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Shown when a route's parameters cannot be decoded or parsed (platform spec section 8; N41). */
export default function BadRequestPage() {
  return (
    <div className="page-centred">
      <Title order={1} c="navy.8">
        400.{' '}
        <Text span inherit fw={400} c="gray.7">
          That’s an error.
        </Text>
      </Title>
      <Text size="lg" mt="md">
        Your client has issued a malformed or illegal request.{' '}
        <Text span inherit c="gray.7">
          That’s all we know.
        </Text>
      </Text>
    </div>
  );
}
