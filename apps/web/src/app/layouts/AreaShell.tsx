// The texts of the signed-in areas' frame come with this chunk (see i18n/index.ts).
import '../../i18n/ru/area';
import { ActionIcon, Button, CloseButton, Drawer, Group, Tooltip } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconLogout, IconMenu2, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../api/auth';
import { Logo } from '../../components/Logo';
import { PageLoader } from '../../components/PageLoader';
import { SkipLink } from '../../components/SkipLink';
import { PageActionProvider, usePageActionSlot } from '../../hooks/page-action';
import classes from './area.module.css';
import type { NavItem } from './nav';

interface SidebarProps {
  area: 'user' | 'admin';
  items: NavItem[];
  onLogout: () => void | Promise<void>;
}

function SidebarContent({ area, items, onLogout }: SidebarProps) {
  const { t } = useTranslation();
  const dark = area === 'admin';
  return (
    <div className={`${classes.sidebarInner} ${dark ? classes.dark : ''}`}>
      <div className={classes.logoRow}>
        <Logo variant={dark ? 'white' : 'default'} to={area === 'admin' ? '/admin' : '/user'} />
      </div>
      <nav aria-label={t('area.sidebar')} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <ul className={classes.navList}>
          {items.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={classes.navLink}>
                <Icon size={20} stroke={1.7} aria-hidden />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={`${classes.navLink} ${classes.logout}`} onClick={onLogout}>
        <IconLogout size={20} stroke={1.7} aria-hidden />
        {t('area.logout')}
      </button>
    </div>
  );
}

/** A header button that shrinks to an icon (same accessible name) on narrow screens. */
export function HeaderButton({
  label,
  icon,
  onClick,
  to,
  variant = 'filled',
}: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  to?: string;
  variant?: 'filled' | 'light' | 'default';
}) {
  const linkProps = to ? { component: NavLink, to } : { onClick };
  return (
    <>
      <span className={classes.wide}>
        <Button {...(linkProps as object)} variant={variant} leftSection={icon}>
          {label}
        </Button>
      </span>
      <span className={classes.narrow}>
        <Tooltip label={label}>
          <ActionIcon {...(linkProps as object)} variant={variant} size="lg" aria-label={label}>
            {icon}
          </ActionIcon>
        </Tooltip>
      </span>
    </>
  );
}

interface AreaShellProps {
  area: 'user' | 'admin';
  items: NavItem[];
  /** The page title (or greeting) shown as the page's h1. */
  title: ReactNode;
  /** Plain text for the browser tab. */
  documentTitle: string;
  /** Header items right of the title: client code, bell, area switch. */
  tools: ReactNode;
  /** Sub-navigation of the section, under the header. */
  tabs?: ReactNode;
}

/** Sidebar + header + page of the customer and admin areas; a drawer menu on narrow screens. */
export function AreaShell({ area, items, title, documentTitle, tools, tabs }: AreaShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [menuOpened, menu] = useDisclosure(false);
  const [action, setAction] = usePageActionSlot();
  useDocumentTitle(`${documentTitle} · ${t('brand.name')}`);
  // Close the drawer when the page changes.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    menu.close();
  }

  // The session is forgotten and its refresh token revoked before the move to /: if that page
  // cannot load, nobody stays signed in.
  const onLogout = async () => {
    menu.close();
    await signOut(queryClient);
    void navigate('/');
  };

  return (
    <div className={classes.shell} data-area={area}>
      <SkipLink />
      <aside className={classes.sidebar}>
        <SidebarContent area={area} items={items} onLogout={onLogout} />
      </aside>
      {/* The parts, so that the dialog itself (not a wrapper that may not be named) carries the name. */}
      <Drawer.Root opened={menuOpened} onClose={menu.close} size={288}>
        <Drawer.Overlay />
        <Drawer.Content
          className={`${classes.drawerContent} ${area === 'admin' ? classes.dark : ''}`}
          aria-label={t('area.sidebar')}
        >
          <Drawer.Body className={classes.drawerBody}>
            <div style={{ position: 'absolute', top: 20, right: 12, zIndex: 1 }}>
              <CloseButton onClick={menu.close} aria-label={t('area.closeMenu')} c={area === 'admin' ? 'white' : undefined} />
            </div>
            <SidebarContent area={area} items={items} onLogout={onLogout} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <div className={classes.main}>
        <header className={classes.header}>
          <div className={classes.headerInner}>
            <span className={classes.menuToggle}>
              <ActionIcon variant="default" size="lg" onClick={menu.open} aria-label={t('area.menu')} aria-expanded={menuOpened}>
                <IconMenu2 size={20} aria-hidden />
              </ActionIcon>
            </span>
            <h1 className={classes.title}>{title}</h1>
            <Group gap={8} className={classes.tools} wrap="nowrap">
              {tools}
              {action && (
                <HeaderButton label={action.label} icon={action.icon ?? <IconPlus size={18} />} onClick={action.onClick} />
              )}
            </Group>
          </div>
          {tabs}
        </header>
        <main className={classes.content} id="main">
          <PageActionProvider value={setAction}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </PageActionProvider>
        </main>
      </div>
    </div>
  );
}

/** Pill links under the header for sections that span several routes. */
export function SectionTabs({ links }: { links: { to: string; label: string; end?: boolean }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('area.sectionTabs')} className={classes.tabs}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className={classes.tab}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

export { classes as areaClasses };
