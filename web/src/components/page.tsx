import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';

/** A page of the private area: its title, then its content. */
export function Page({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <Stack gap="6" data-testid={testId}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
