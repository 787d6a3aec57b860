import { Burger, Button, Container, FocusTrap, Stack } from '@mantine/core';
import { useDisclosure, useWindowEvent, useWindowScroll } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { useLocalizedPath } from '../../hooks/use-language';
import { stripLanguage } from '../../i18n/language';
import { PUBLIC_LINKS } from './nav';
import classes from './public.module.css';

/** Locks page scrolling while the mobile menu is open. */
function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

function AccountButtons({ size, fullWidth, onDark }: { size: 'sm' | 'md'; fullWidth?: boolean; onDark?: boolean }) {
  const { t } = useTranslation();
  const { hasToken } = useSession();
  if (hasToken) {
    return (
      <Button
        component={Link}
        to="/user"
        size={size}
        fullWidth={fullWidth}
        color={onDark ? 'white' : undefined}
        c={onDark ? 'kerben.8' : undefined}
      >
        {t('nav.account')}
      </Button>
    );
  }
  return (
    <>
      <Button
        component={Link}
        to="/auth/register"
        size={size}
        fullWidth={fullWidth}
        variant={onDark ? 'white' : 'light'}
        c={onDark ? 'kerben.8' : undefined}
      >
        {t('nav.register')}
      </Button>
      <Button
        component={Link}
        to="/auth/login"
        size={size}
        fullWidth={fullWidth}
        variant={onDark ? 'outline' : 'filled'}
        color={onDark ? 'white' : undefined}
      >
        {t('nav.login')}
      </Button>
    </>
  );
}

export function PublicHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const white = stripLanguage(pathname) === '/' && scroll.y < 24 && !opened;

  useBodyScrollLock(opened);
  // Close the menu when the page changes (a link in it, or back/forward).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    close();
  }
  const burger = useRef<HTMLButtonElement>(null);
  // Escape closes the menu and leaves the focus on the button that opens it again.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    burger.current?.focus();
  });

  return (
    <FocusTrap active={opened}>
      <header className={classes.header} data-variant={white ? 'white' : 'default'} data-open={opened || undefined}>
        <Container size="xl" className={classes.bar}>
          <Logo variant={white ? 'white' : 'default'} />
          <nav aria-label={t('nav.mainNav')} className={classes.desktopNav}>
            {PUBLIC_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={localized(link.to)}
                end
                className={link.to === '/' ? `${classes.navLink} ${classes.homeLink}` : classes.navLink}
              >
                {t(link.label)}
              </NavLink>
            ))}
          </nav>
          <div className={classes.actions}>
            <LanguageSwitcher onDark={white} />
            <AccountButtons size="sm" onDark={white} />
          </div>
          <Burger
            ref={burger}
            // The trap keeps the focus on the button as the menu opens; Tab then enters the menu.
            data-autofocus
            className={classes.burger}
            opened={opened}
            onClick={toggle}
            color={white ? 'white' : undefined}
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls="public-mobile-menu"
          />
        </Container>
        {opened && (
          <div id="public-mobile-menu" className={classes.mobilePanel}>
            <nav aria-label={t('nav.mainNav')} className={classes.mobileNav}>
              {PUBLIC_LINKS.map((link) => (
                <NavLink key={link.to} to={localized(link.to)} end className={classes.mobileLink}>
                  {t(link.label)}
                </NavLink>
              ))}
            </nav>
            <Stack gap="sm">
              <AccountButtons size="md" fullWidth />
            </Stack>
            <LanguageSwitcher variant="buttons" />
          </div>
        )}
      </header>
    </FocusTrap>
  );
}
