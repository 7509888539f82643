import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../common/paths.plain';
import { API_TOKEN_TEXTS } from '../../../common/api-tokens';
import { TEAM_TEXTS } from '../../../common/teams';
import { makeTeamSummary, PERSONAL, workspacesResponse } from '../../test/fixtures/teams';
import { mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { makeUser, renderRoute } from '../../test/render-route';
import { expectToast } from '../../test/toasts';
import { API_TOKENS_SCREEN_TEXTS, ApiTokensCard } from './api-tokens-card';

/** Profile › API tokens, with GET /api/tokens answering none unless `routes` say otherwise. */
function openTokens(routes: Record<string, MockHandler | MockReply> = {}) {
  const api = mockApi({ 'GET /api/tokens': ok({ tokens: [] }), ...routes });
  const result = renderRoute(paths.profile, <ApiTokensCard />, { user: makeUser() });
  return { ...result, api };
}

describe('API tokens', () => {
  it('creates an API token shown once, lists it with its scope and last use, and revokes it after a confirmation', async () => {
    const made = { id: 7, name: 'Extension', scope: 'write', workspace: { id: 1, name: 'alice', personal: true }, hint: 'rc_abcdef…', createdAt: '2026-11-24T10:00:00.000Z', lastUsedAt: null, revokedAt: null };
    let tokens: unknown[] = [];
    const token = `rc_${'a'.repeat(43)}`;
    const { api } = openTokens({
      'GET /api/tokens': () => ok({ tokens }),
      'POST /api/tokens': () => {
        tokens = [made];
        return { status: 201, body: { token, apiToken: made } };
      },
      'DELETE /api/tokens/7': () => {
        tokens = [{ ...made, revokedAt: '2026-11-24T11:00:00.000Z' }];
        return new Response(null, { status: 204 });
      },
    });
    const card = within(await screen.findByRole('region', { name: API_TOKEN_TEXTS.title }));
    expect(await card.findByText(API_TOKEN_TEXTS.empty)).toBeTruthy();

    // A name is needed; nothing is sent without one.
    fireEvent.click(card.getByRole('button', { name: API_TOKEN_TEXTS.create }));
    expect(await card.findByText(API_TOKEN_TEXTS.nameRequired)).toBeTruthy();
    expect(api.calls('POST /api/tokens')).toHaveLength(0);

    fireEvent.change(card.getByRole('textbox', { name: API_TOKEN_TEXTS.name }), { target: { value: '  Extension ' } });
    // Least privilege first: read only unless chosen otherwise.
    const scope = card.getByRole('combobox', { name: API_TOKEN_TEXTS.scope }) as HTMLSelectElement;
    expect(scope.value).toBe('read');
    fireEvent.change(scope, { target: { value: 'write' } });
    fireEvent.click(card.getByRole('button', { name: API_TOKEN_TEXTS.create }));
    expect(((await card.findByRole('textbox', { name: API_TOKENS_SCREEN_TEXTS.newToken })) as HTMLInputElement).value).toBe(token);
    expect(api.calls('POST /api/tokens')[0]!.body).toEqual({ name: 'Extension', scope: 'write', workspaceId: 1 });
    expect(card.getByText(API_TOKEN_TEXTS.showOnce, { exact: false })).toBeTruthy();
    const row = within(await card.findByRole('listitem'));
    expect(row.getByText(API_TOKEN_TEXTS.scopes.write)).toBeTruthy();
    expect(row.getByText(/Last used Never/)).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: API_TOKENS_SCREEN_TEXTS.done }));
    expect(card.queryByRole('textbox', { name: API_TOKENS_SCREEN_TEXTS.newToken })).toBeNull();

    fireEvent.click(row.getByRole('button', { name: `${API_TOKEN_TEXTS.revoke} Extension` }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(API_TOKEN_TEXTS.revokeConfirm('Extension'))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: API_TOKEN_TEXTS.revoke }));
    await expectToast(API_TOKEN_TEXTS.revokedToast('Extension'));
    await waitFor(() => {
      expect(card.getByText(API_TOKEN_TEXTS.revoked, { exact: true })).toBeTruthy();
    });
    expect(card.queryByRole('button', { name: `${API_TOKEN_TEXTS.revoke} Extension` })).toBeNull();
  });

  it('asks which workspace a token is for, the current one first, and lists each token’s workspace (issue #33)', async () => {
    const acme = makeTeamSummary({ id: 50, name: 'Acme', role: 'editor' });
    const tokenOf = (id: number, name: string, workspace: { id: number; name: string; personal: boolean }) => ({
      id,
      name,
      scope: 'read',
      workspace,
      hint: 'rc_abcdef…',
      createdAt: '2026-11-24T10:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
    });
    let tokens = [tokenOf(3, 'Team script', { id: 50, name: 'Acme', personal: false })];
    const { api } = openTokens({
      'GET /api/workspaces': ok(workspacesResponse(acme)),
      'GET /api/tokens': () => ok({ tokens }),
      'POST /api/tokens': () => {
        tokens = [tokenOf(8, 'Mine', { id: PERSONAL.id, name: PERSONAL.name, personal: true }), ...tokens];
        return { status: 201, body: { token: `rc_${'b'.repeat(43)}`, apiToken: tokens[0] } };
      },
    });
    const card = within(await screen.findByRole('region', { name: API_TOKEN_TEXTS.title }));
    const teamRow = within(await card.findByRole('listitem'));
    expect(teamRow.getByText(API_TOKEN_TEXTS.inWorkspace('Acme'))).toBeTruthy();

    const workspace = card.getByRole('combobox', { name: API_TOKEN_TEXTS.workspace }) as HTMLSelectElement;
    await waitFor(() => {
      expect(workspace.value).toBe('50');
    });
    expect([...workspace.options].map((option) => option.text)).toEqual([TEAM_TEXTS.personal, 'Acme']);
    fireEvent.change(workspace, { target: { value: String(PERSONAL.id) } });
    fireEvent.change(card.getByRole('textbox', { name: API_TOKEN_TEXTS.name }), { target: { value: 'Mine' } });
    fireEvent.click(card.getByRole('button', { name: API_TOKEN_TEXTS.create }));
    await card.findByRole('textbox', { name: API_TOKENS_SCREEN_TEXTS.newToken });
    expect(api.calls('POST /api/tokens')[0]!.body).toEqual({ name: 'Mine', scope: 'read', workspaceId: PERSONAL.id });
    await waitFor(() => {
      expect(card.getAllByRole('listitem')).toHaveLength(2);
    });
    expect(within(card.getAllByRole('listitem')[0]!).getByText(API_TOKEN_TEXTS.inWorkspace(TEAM_TEXTS.personal))).toBeTruthy();
  });
});
