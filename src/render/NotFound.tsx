import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFound({ title, homeLabel }: { title: string; homeLabel: string }) {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="lg">
        <Title order={1} ta="center">
          {title}
        </Title>
        <Anchor component={Link} to="/" size="lg">
          {homeLabel}
        </Anchor>
      </Stack>
    </Container>
  );
}
