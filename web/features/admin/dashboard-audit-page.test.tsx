import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { formatDateTime } from '../../lib/format-date';
import { makeAuditEntry } from './test-fixtures';
import { DashboardAuditPage } from './dashboard-audit-page';

function openAudit() {
  return renderRoute(paths.dashboardAudit, <DashboardAuditPage />, { user: makeUser({ role: 'admin' }) });
}

/** Waits for the table, then for `text` in it. */
async function findInTable(text: string) {
  return within(await screen.findByRole('region', { name: 'Audit Log' })).findByText(text);
}

function table() {
  return within(screen.getByRole('region', { name: 'Audit Log' }));
}

/** The text of each cell of each body row. */
function rows(): string[][] {
  const [, ...body] = screen.getAllByRole('row');
  return body.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

describe('audit log', () => {
  it('shows when, who, what, to what and the details of each entry', async () => {
    const block = makeAuditEntry({ id: 2, action: 'user.block', target: 'user bob@example.com', details: { blocked: true }, createdAt: '2025-03-06T09:05:00.000Z' });
    const registration = makeAuditEntry({ id: 1, actor: null, action: 'registration.toggle', target: null, details: null });
    mockApi({ 'GET /api/admin/audit?page=1': ok({ entries: [block, registration], total: 2, page: 1, pageSize: 50 }) });
    openAudit();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await findInTable('user.block');

    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Action', 'Target', 'Details']);
    expect(rows()).toEqual([
      [formatDateTime(block.createdAt), 'admin@example.com', 'user.block', 'user bob@example.com', 'blocked: true'],
      [formatDateTime(registration.createdAt), 'Deleted account', 'registration.toggle', '—', '—'],
    ]);
    // The phone's cards say the same.
    const cards = within(screen.getByRole('list', { name: 'Audit Log' })).getAllByRole('listitem');
    expect(cards.map((item) => item.textContent)).toEqual([
      `user.block${formatDateTime(block.createdAt)}Whoadmin@example.comTargetuser bob@example.comblocked: true`,
      `registration.toggle${formatDateTime(registration.createdAt)}WhoDeleted accountTarget—`,
    ]);
    expect(formatDateTime(block.createdAt)).toMatch(/^Mar [56], 2025, \d{1,2}:05 [AP]M$/);
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).toBeNull();
  });

  it('lists the details as key: value pairs', async () => {
    const entry = makeAuditEntry({ details: { username: 'bob', role: 'admin', lists: 3, stores: ['Chrome', 'Edge'] } });
    mockApi({ 'GET /api/admin/audit?page=1': ok({ entries: [entry], total: 1, page: 1, pageSize: 50 }) });
    openAudit();
    await findInTable('user.create');
    const details = within(screen.getAllByRole('row')[1]!.lastElementChild as HTMLElement);
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual(['username:', 'role:', 'lists:', 'stores:']);
    expect(details.getAllByRole('definition').map((value) => value.textContent)).toEqual(['bob', 'admin', '3', '["Chrome","Edge"]']);
  });

  it('pages through older entries', async () => {
    const newest = Array.from({ length: 50 }, (_, index) => makeAuditEntry({ id: 200 - index, action: `newest.${String(index)}` }));
    const older = [makeAuditEntry({ id: 1, action: 'plan.update', target: 'plan Pro' })];
    const api = mockApi({
      'GET /api/admin/audit?page=1': ok({ entries: newest, total: 51, page: 1, pageSize: 50 }),
      'GET /api/admin/audit?page=2': ok({ entries: older, total: 51, page: 2, pageSize: 50 }),
    });
    openAudit();
    await findInTable('newest.0');
    const pages = within(screen.getByRole('navigation', { name: 'Audit log pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(pages.getByRole('button', { name: 'Next' }));
    expect(await findInTable('plan.update')).toBeTruthy();
    expect(table().queryByText('newest.0')).toBeNull();
    expect(pages.getByText('Page 2 of 2')).toBeTruthy();
    expect(api.calls('GET /api/admin/audit?page=2')).toHaveLength(1);
  });

  it('says when nothing was recorded yet', async () => {
    mockApi({ 'GET /api/admin/audit?page=1': ok({ entries: [], total: 0, page: 1, pageSize: 50 }) });
    openAudit();
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeTruthy();
  });

  it("says 'Failed to fetch the audit log: …' when it cannot be read", async () => {
    mockApi({ 'GET /api/admin/audit?page=1': apiError(403, 'FORBIDDEN', 'You are not allowed to do this') });
    openAudit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch the audit log: You are not allowed to do this');
  });
});
