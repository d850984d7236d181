import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A friendly page for errors nothing else handled (root and layout ErrorBoundary). */
export function ErrorView() {
  return (
    <div className="page-centred">
      <Title order={1} c="navy.8">
        Sorry, something went wrong
      </Title>
      <Text size="lg" mt="md">
        This page could not be shown. Please try again in a moment, or go back to the home page.
      </Text>
      <Group justify="center" mt="xl">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button component={Link} to="/" variant="outline">
          Back to Home
        </Button>
      </Group>
    </div>
  );
}
