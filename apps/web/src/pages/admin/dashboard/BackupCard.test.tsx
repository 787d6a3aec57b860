import type { BackupStatus } from '@kerben/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/harness';
import { BackupCard } from './BackupCard';

const embedded: BackupStatus = {
  database: 'embedded',
  schedule: { every_hours: 24, keep: 7, next_at: '2026-11-24T08:00:00.000Z' },
  last: {
    finished_at: '2026-11-23T08:00:12.000Z',
    file: 'kerben-backup-2026-11-23T08-00-00Z.tar',
    size_bytes: 47_333_982,
    trigger: 'schedule',
  },
  last_failure: null,
};

const show = async (body: BackupStatus) => {
  fakeApi({ 'GET /api/backups/status/': () => ({ body }) });
  renderWithApp(<BackupCard />);
  // The heading comes with the answer (a skeleton before it).
  await screen.findByRole('heading', { name: 'Резервные копии' });
  return screen.getByRole('region', { name: 'Резервные копии' });
};

describe('the backup card of the dashboard', () => {
  it('shows when the last backup was taken, its size and the schedule', async () => {
    const card = await show(embedded);
    expect(card.textContent).toContain('Последняя: 23 ноября 2026');
    expect(card.textContent).toContain('45,1 МБ');
    expect(card.textContent).toContain('каждые 24 ч. и хранит 7 последних; следующая: 24 ноября 2026');
  });

  it('shows a failure that came after the last backup, with its reason', async () => {
    const card = await show({
      ...embedded,
      last_failure: { finished_at: '2026-11-24T08:00:00.000Z', error: 'ENOSPC: no space left on device' },
    });
    expect(card.textContent).toContain('Последняя попытка не удалась');
    expect(card.textContent).toContain('ENOSPC: no space left on device');
  });

  it('says briefly when the server takes none', async () => {
    expect((await show({ ...embedded, schedule: null, last: null })).textContent).toContain('Копий ещё не было');
    expect(screen.getByText(/По расписанию не делаются: задайте BACKUP_DIR/)).toBeTruthy();
  });

  it('points to pg_dump on PostgreSQL', async () => {
    const card = await show({ database: 'postgres', schedule: null, last: null, last_failure: null });
    expect(card.textContent).toContain('копии делает pg_dump');
  });
});
