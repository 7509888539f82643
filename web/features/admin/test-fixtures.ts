import type { AdminUser, AuditEntry, Extension, UsersPage } from '../../../common/admin';

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 2,
    username: 'bob',
    email: 'bob@example.com',
    role: 'user',
    isVerified: true,
    isBlocked: false,
    lastLoginAt: null,
    createdAt: '2025-01-02T12:00:00.000Z',
    planName: 'Free',
    lists: 0,
    ...overrides,
  };
}

export function makeUsersPage(users: AdminUser[], overrides: Partial<UsersPage> = {}): UsersPage {
  return { users, total: users.length, page: 1, pageSize: 20, ...overrides };
}

export function makeExtension(overrides: Partial<Extension> = {}): Extension {
  return {
    id: 1,
    title: 'Rollcall Helper',
    description: 'Adds members from a profile page.',
    version: '1.2.0',
    imageUrl: 'https://cdn.example.com/helper.png',
    isPublic: true,
    isFree: true,
    stores: [{ storeName: 'Chrome', storeUrl: 'https://chromewebstore.google.com/detail/helper' }],
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: 'admin@example.com',
    action: 'user.create',
    target: 'user bob@example.com',
    details: { username: 'bob', role: 'user' },
    createdAt: '2025-03-05T14:30:00.000Z',
    ...overrides,
  };
}
