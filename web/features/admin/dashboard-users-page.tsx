import { useRef, useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { AdminUser, UsersPage } from '../../../common/admin';
import { PageContainer } from '../../components/page-container';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { SearchInput } from '../../components/ui/search-input';
import { errorReason } from '../../lib/field-errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../api/session';
import { USERS_TEXTS } from './admin-screen-texts';
import { useBlockUser } from './api/block-user';
import { useAdminUsers } from './api/get-admin-users';
import { BlockUserDialog } from './block-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { AdminPageHeader, CardGrid } from './page-actions';
import { Pagination, pageCount } from './pagination';
import { UserCard } from './user-card';
import type { UserCardHandlers } from './user-card';
import { UserFormDialog } from './user-form-dialog';
import { ADMIN_SCREEN_TEXTS } from './admin-screen-texts';
import { toast } from '../../components/ui/toaster';

type Editing =
  | { mode: 'create' }
  | { mode: 'edit'; user: AdminUser }
  | { mode: 'block'; user: AdminUser }
  | { mode: 'delete'; user: AdminUser }
  | null;

/**
 * /dashboard/users (spec §2 "Admin: users management"): search by username or email (on the
 * server, as you type), the user cards page by page, Create User, and per card Edit, Block/Unblock
 * and Delete User.
 */
export function DashboardUsersPage() {
  usePageTitle(USERS_TEXTS.title);
  const me = useSession().user;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  // The page belongs to the search it was chosen for: a new search starts at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const users = useAdminUsers({ search, page });
  const unblock = useBlockUser();
  const [editing, setEditing] = useState<Editing>(null);
  const createRef = useRef<HTMLButtonElement>(null);

  function open(next: Editing) {
    setEditing(next);
  }
  const close = () => {
    setEditing(null);
  };
  function done(message: string) {
    setEditing(null);
    toast.success(message);
  }
  /** The card's latest values for a dialog opened from it (the list refreshes behind the dialog). */
  function latest(user: AdminUser): AdminUser {
    return users.data?.users.find((candidate) => candidate.id === user.id) ?? user;
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <AdminPageHeader
        title={USERS_TEXTS.title}
        description={USERS_TEXTS.subtitle}
        add={{
          ref: createRef,
          icon: <UserPlus aria-hidden="true" className="size-4" />,
          onClick: () => {
            open({ mode: 'create' });
          },
          children: USERS_TEXTS.createUser,
        }}
      />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="w-full sm:max-w-sm">
          <SearchInput label={USERS_TEXTS.search} value={searchText} onChange={setSearchText} />
        </div>
        {users.data ? (
          <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
            {USERS_TEXTS.total(users.data.total)}
          </p>
        ) : null}
      </div>
      <QueryState query={users} failed={ADMIN_SCREEN_TEXTS.fetchUsersFailed} errorClassName="mt-6" errorFirst>
        {(data) => (
          <UsersList
            data={data}
            search={search}
            busy={users.isPlaceholderData}
            myId={me?.id ?? null}
            onPage={(next) => {
              setPaging({ search, page: next });
            }}
            card={(user) => ({
              onEdit: () => {
                open({ mode: 'edit', user });
              },
              onBlock: () => {
                open({ mode: 'block', user });
              },
              onDelete: () => {
                open({ mode: 'delete', user });
              },
              onUnblock: () => {
                unblock.mutate(
                  { id: user.id, blocked: false },
                  {
                    onSuccess: (unblocked) => {
                      toast.success(USERS_TEXTS.unblockedUser(unblocked.username));
                    },
                  },
                );
              },
              unblocking: unblock.isPending && unblock.variables.id === user.id,
              unblockError: unblock.error && unblock.variables?.id === user.id ? USERS_TEXTS.unblockFailed(errorReason(unblock.error)) : null,
            })}
          />
        )}
      </QueryState>
      {editing?.mode === 'create' ? (
        <UserFormDialog
          onClose={close}
          onDone={(saved) => {
            done(USERS_TEXTS.created(saved.username));
          }}
        />
      ) : null}
      {editing?.mode === 'edit' ? (
        <UserFormDialog
          user={editing.user}
          onClose={close}
          onDone={(saved) => {
            done(USERS_TEXTS.updated(saved.username));
          }}
        />
      ) : null}
      {editing?.mode === 'block' ? (
        <BlockUserDialog
          user={latest(editing.user)}
          onClose={close}
          onDone={(blocked) => {
            done(USERS_TEXTS.blockedUser(blocked.username));
          }}
          fallbackFocusRef={createRef}
        />
      ) : null}
      {editing?.mode === 'delete' ? (
        <DeleteUserDialog
          user={latest(editing.user)}
          onClose={close}
          onDone={(deleted) => {
            done(USERS_TEXTS.deleted(deleted.username));
          }}
          fallbackFocusRef={createRef}
        />
      ) : null}
    </PageContainer>
  );
}

function UsersList({
  data,
  search,
  busy,
  myId,
  onPage,
  card,
}: {
  data: UsersPage;
  search: string;
  busy: boolean;
  myId: number | null;
  onPage: (page: number) => void;
  card: (user: AdminUser) => UserCardHandlers;
}) {
  const pages = pageCount(data.total, data.pageSize);
  return (
    <>
      {data.users.length === 0 ? (
        <EmptyState className="mt-6">{search ? USERS_TEXTS.noMatch(search) : USERS_TEXTS.noUsers}</EmptyState>
      ) : (
        <CardGrid items={data.users} label={USERS_TEXTS.title} busy={busy} className="mt-6">
          {(user) => <UserCard user={user} isSelf={user.id === myId} {...card(user)} />}
        </CardGrid>
      )}
      <Pagination page={data.page} pages={pages} label="Users pages" busy={busy} onPage={onPage} />
    </>
  );
}
