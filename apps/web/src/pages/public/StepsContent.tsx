import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OutOfStateRequestForm } from '../../components/out-of-state/OutOfStateRequestForm';
import classes from './home.module.css';
import '../../i18n/ru/public-pages';
import { useLocalizedPath } from '../../hooks/use-language';

/** Working with us step by step, then the form for senders outside Illinois or Delaware. */
export function StepsContent() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const steps = t('stepsWork.steps', { returnObjects: true });
  return (
    <Stack gap={56}>
      <section aria-labelledby="steps-list">
        <Title order={2} id="steps-list" fz={{ base: 22, sm: 28 }} mb="lg">
          {t('stepsWork.stepsTitle')}
        </Title>
        <ol className={classes.stepList}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.stepItem}>
              <span className={classes.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <div>
                <Text fw={700} size="lg">
                  {step.title}
                </Text>
                <Text c="dimmed" mt={4}>
                  {step.text}
                </Text>
              </div>
            </li>
          ))}
        </ol>
        <Group mt="xl" gap="sm">
          <Button component={Link} to={localized('/calculator')} rightSection={<IconArrowRight size={18} />}>
            {t('stepsWork.calculatorLink')}
          </Button>
          <Button component={Link} to="/auth/register" variant="light">
            {t('stepsWork.registerLink')}
          </Button>
        </Group>
      </section>
      <OutOfStateRequestForm />
    </Stack>
  );
}
