import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './home.module.css';

interface InfoPageProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** A public page's title band and lead paragraph; the page's own content follows. */
export function InfoPage({ title, text, children }: InfoPageProps) {
  return (
    <>
      <section className={classes.pageHero}>
        <Container size="xl">
          <Title order={1} fz={{ base: 28, sm: 40 }} lts={-0.5}>
            {title}
          </Title>
          <Text size="lg" c="dimmed" mt="sm" maw={720}>
            {text}
          </Text>
        </Container>
      </section>
      {children && (
        <Container size="xl" py={48}>
          {children}
        </Container>
      )}
    </>
  );
}
