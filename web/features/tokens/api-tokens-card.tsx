import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { API_DOCS_PREFIX } from '../../../common/api-v1';
import { paths } from '../../../common/paths.plain';
import { API_TOKEN_TEXTS, API_TOKEN_NAME_MAX, type ApiToken, type ApiTokenScope } from '../../../common/api-tokens';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../components/ui/section-card';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toaster';
import { formatDateTime } from '../../lib/format-date';
import { useCopy } from '../../lib/use-copy';
import { useWorkspaces, workspaceName } from '../../api/workspaces';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './api/tokens';

export const API_TOKENS_SCREEN_TEXTS = {
  failed: (reason: string) => `Failed to load your API tokens: ${reason}`,
  newToken: 'Your new token',
  copy: 'Copy',
  copied: 'Copied!',
  done: 'Done',
  copyFailed: (reason: string) => `Could not copy: ${reason}. Select the token and copy it by hand.`,
  docs: 'API documentation',
  namePlaceholder: 'e.g. My script',
  // Issue #38: this form makes read-only tokens by default; the extension's comes from /extension.
  extensionNeeds: 'The browser extension needs read and write: use',
  extensionLink: 'Connect the extension',
} as const;

const SCOPE_OPTIONS = (['read', 'write'] as const).map((value) => ({ value, label: API_TOKEN_TEXTS.scopes[value] }));

/**
 * Profile › API tokens (issue #23): create (shown once, with Copy) for one of my workspaces, the
 * current one first (issue #33: a token stays in the workspace it was made for), list with the
 * workspace, creation and last use, revoke after a confirmation.
 */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const workspaces = useWorkspaces().data;
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  // Null until the person picks one: the current workspace (whichever it is when the form is sent).
  const [picked, setPicked] = useState<number | null>(null);
  const workspaceId = picked ?? workspaces?.current.id;
  const workspaceOptions = (workspaces?.workspaces ?? []).map((workspace) => ({ value: String(workspace.id), label: workspaceName(workspace) }));
  const [nameError, setNameError] = useState<string | undefined>();
  const [shown, setShown] = useState<{ token: string; name: string } | null>(null);
  const { copied, error: copyError, copy } = useCopy();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  function onCreate(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(API_TOKEN_TEXTS.nameRequired);
      return;
    }
    setNameError(undefined);
    create.mutate(
      { name: name.trim(), scope, ...(workspaceId === undefined ? {} : { workspaceId }) },
      {
        onSuccess: ({ token, apiToken }) => {
          setShown({ token, name: apiToken.name });
          setName('');
          setScope('read');
          setPicked(null);
        },
      },
    );
  }

  return (
    <SectionCard title={API_TOKEN_TEXTS.title} description={API_TOKEN_TEXTS.intro}>
      <p className="text-sm">
        <a href={`${API_DOCS_PREFIX}/`} className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
          {API_TOKENS_SCREEN_TEXTS.docs}
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {API_TOKENS_SCREEN_TEXTS.extensionNeeds}{' '}
        <Link to={paths.extension} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2 dark:text-indigo-300">
          {API_TOKENS_SCREEN_TEXTS.extensionLink}
        </Link>
      </p>
      <form className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" onSubmit={onCreate} noValidate>
        <TextField
          label={API_TOKEN_TEXTS.name}
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          placeholder={API_TOKENS_SCREEN_TEXTS.namePlaceholder}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
        <SelectField
          label={API_TOKEN_TEXTS.scope}
          options={SCOPE_OPTIONS}
          value={scope}
          onValue={setScope}
        />
        <SelectField
          label={API_TOKEN_TEXTS.workspace}
          options={workspaceOptions}
          value={workspaceId === undefined ? '' : String(workspaceId)}
          disabled={workspaces === undefined}
          onChange={(event) => {
            setPicked(Number(event.target.value));
          }}
        />
        <Button type="submit" pending={create.isPending}>
          {API_TOKEN_TEXTS.create}
        </Button>
      </form>
      <RefusalAlert error={create.error} className="mt-3" />

      {shown ? (
        <div role="status" className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900/60 dark:bg-emerald-950/30">
          <p className="text-sm font-medium text-emerald-900 dark:text-emerald-200">
            {API_TOKENS_SCREEN_TEXTS.newToken} ({shown.name}). {API_TOKEN_TEXTS.showOnce}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <input
              readOnly
              aria-label={API_TOKENS_SCREEN_TEXTS.newToken}
              value={shown.token}
              onFocus={(event) => {
                event.target.select();
              }}
              className="min-w-0 flex-1 rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-xs text-slate-900 dark:border-emerald-800 dark:bg-slate-900 dark:text-slate-100"
            />
            <Button variant="secondary" onClick={() => void copy(shown.token, shown.token)}>
              {copied === shown.token ? API_TOKENS_SCREEN_TEXTS.copied : API_TOKENS_SCREEN_TEXTS.copy}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setShown(null);
              }}
            >
              {API_TOKENS_SCREEN_TEXTS.done}
            </Button>
          </div>
          {copyError ? <Alert className="mt-3">{API_TOKENS_SCREEN_TEXTS.copyFailed(copyError)}</Alert> : null}
        </div>
      ) : null}

      <div className="mt-6">
        <QueryState query={tokens} failed={API_TOKENS_SCREEN_TEXTS.failed}>
          {({ tokens: list }) =>
            list.length === 0 ? (
              <EmptyState>{API_TOKEN_TEXTS.empty}</EmptyState>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={API_TOKEN_TEXTS.title}>
                {list.map((token) => (
                  <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-slate-100">
                        <span className="break-all">{token.name}</span>
                        <Badge tone={token.scope === 'write' ? 'indigo' : 'slate'}>{API_TOKEN_TEXTS.scopes[token.scope]}</Badge>
                        {token.revokedAt ? <Badge tone="red">{API_TOKEN_TEXTS.revoked}</Badge> : null}
                      </p>
                      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                        <span className="font-mono">{token.hint}</span> · <span>{API_TOKEN_TEXTS.inWorkspace(workspaceName(token.workspace))}</span> · {API_TOKEN_TEXTS.created} {formatDateTime(token.createdAt)} · {API_TOKEN_TEXTS.lastUsed}{' '}
                        {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : API_TOKEN_TEXTS.never}
                      </p>
                    </div>
                    {token.revokedAt ? null : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${API_TOKEN_TEXTS.revoke} ${token.name}`}
                        onClick={() => {
                          revoke.reset();
                          setRevoking(token);
                        }}
                      >
                        {API_TOKEN_TEXTS.revoke}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>

      {revoking ? (
        <ConfirmDialog
          title={API_TOKEN_TEXTS.revoke}
          message={API_TOKEN_TEXTS.revokeConfirm(revoking.name)}
          confirmLabel={API_TOKEN_TEXTS.revoke}
          destructive
          request={revoke}
          onClose={() => {
            setRevoking(null);
          }}
          onConfirm={() => {
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                toast.success(API_TOKEN_TEXTS.revokedToast(revoking.name));
                setRevoking(null);
              },
            });
          }}
        />
      ) : null}
    </SectionCard>
  );
}
