import { Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pageMeta } from '#src/app/page-meta.ts';
import type { Route } from './+types/not-found-page';

// <title> and description from the shared route table, for the route this module serves.
export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Any path outside the route table (platform spec section 2; the API answers it with 404). */
export default function NotFoundPage() {
  return (
    <div className="page-centred">
      <Title order={1} c="navy.8">
        Oops! Page Not Found
      </Title>
      <Text size="lg" mt="md">
        The page you were looking for could not be found.
      </Text>
      <Button component={Link} to="/" size="md" mt="xl">
        Back to Home
      </Button>
    </div>
  );
}
