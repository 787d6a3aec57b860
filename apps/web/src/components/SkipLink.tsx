import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** Moves the focus to `element` (a heading, <main>), which need not be focusable by Tab. */
export function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * The first thing a keyboard reaches on every layout: 'Перейти к содержимому', past the header and
 * the menu. It focuses <main> itself rather than following #main, which would be a navigation.
 */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const element = document.getElementById(target);
    if (element) focusElement(element);
  };
  return (
    <a href={`#${target}`} className={classes.link} onClick={onClick}>
      {t('common.skipToContent')}
    </a>
  );
}
