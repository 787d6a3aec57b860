import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './home.module.css';

interface HomeLeadSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  lead: string;
  /** On the tinted background that alternates with the white one. */
  alt?: boolean;
  children: ReactNode;
}

/** A home page section whose title and lead stand beside what it offers (above it on phones). */
export function HomeLeadSection({ id, title, lead, alt = false, children }: HomeLeadSectionProps) {
  return (
    <section className={alt ? `${classes.section} ${classes.sectionAlt}` : classes.section} aria-labelledby={id}>
      <Container size="xl">
        <div className={classes.leadGrid}>
          <Stack gap={8}>
            <Title order={2} id={id} className={classes.sectionTitle}>
              {title}
            </Title>
            <Text c="dimmed" size="lg">
              {lead}
            </Text>
          </Stack>
          {children}
        </div>
      </Container>
    </section>
  );
}
