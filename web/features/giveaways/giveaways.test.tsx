import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GIVEAWAY_TEXTS, PAST_DRAWS_PAGE, type Giveaway, type PastDraw, type PublicGiveaway } from '../../../common/giveaways';
import { paths } from '../../../common/paths.plain';
import { TEAM_TEXTS } from '../../../common/teams-texts.plain';
import { clearToasts } from '../../components/ui/toaster';
import { listsResponse, makeList } from '../../test/fixtures/lists';
import { inTeam } from '../../test/fixtures/teams';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { makeUser, renderRoute } from '../../test/render-route';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { EnterPage } from './enter-page';
import { GiveawaysPage as Page } from './giveaways-page';
import type { WinnersComposerProps } from './winners-post-dialog';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';

// Issue #36: the host's giveaways and a giveaway's public entry page.

afterEach(() => {
  cleanup();
  clearToasts();
  localStorage.clear();
});

const ID = 'Gv9_Gv9_Gv9_Gv9_Gv9_Gv';
const CLOSES = '2099-12-01T14:00:00.000Z';

function publicGiveaway(overrides: Partial<PublicGiveaway> = {}): PublicGiveaway {
  return { id: ID, title: 'Spring giveaway', prize: 'A signed poster', rules: 'One entry a person.\nWinners are mentioned on X.', organiser: 'Poster Club', winnerCount: 2, closesAt: CLOSES, status: 'open', entryCount: 41, commitment: 'a'.repeat(64), drawId: null, entryPage: true, frozen: null, ...overrides };
}

function giveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  return { ...publicGiveaway(), timeZone: 'Europe/Paris', listIds: [], winners: null, createdAt: '2099-11-01T10:00:00.000Z', ...overrides } as Giveaway;
}

/** GET /api/giveaways's answer: the giveaways, a page of past draws. */
const history = (giveaways: Giveaway[], draws: PastDraw[] = [], moreDraws = false) => ok({ giveaways, draws, moreDraws });

function pastDraw(index: number, overrides: Partial<PastDraw> = {}): PastDraw {
  const id = `Pd${String(index).padStart(20, '0')}`;
  return { id, status: 'drawn', createdAt: '2099-10-01T10:00:00.000Z', drawAt: null, entrantCount: 120, winnerCount: 2, winners: [`win_${String(index)}`, 'bob'], listNames: ['Regulars'], ...overrides };
}

/** The composer the app gives the page (tested in the compose feature): here, what it was given. */
function StubComposer({ usernames, link }: WinnersComposerProps) {
  return <p data-testid="composer">{`${usernames.join(',')} | ${link}`}</p>;
}
const GiveawaysPage = () => <Page composer={(props) => <StubComposer {...props} />} />;

describe('the entry page', () => {
  const open = (page: PublicGiveaway | ReturnType<typeof apiError>, routes = {}) => {
    const api = mockApi({ [`GET /api/enter/${ID}`]: 'body' in page ? page : ok(page), ...routes });
    renderRoute(paths.enter(ID), <EnterPage />, { path: '/enter/:id', user: null });
    return api;
  };

  it('shows the giveaway with its closing time in the visitor’s zone and in UTC, and nothing of the host', async () => {
    open(publicGiveaway());
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring giveaway' })).toBeTruthy();
    expect(screen.getByText(T.organisedBy('Poster Club'))).toBeTruthy();
    expect(screen.getByText('A signed poster')).toBeTruthy();
    // In the reader's zone, named, and in UTC (once, when the reader's zone is UTC).
    expect(screen.getByText(`Entries close ${formatZonedAndUtc(CLOSES)}`)).toBeTruthy();
    expect(formatZonedAndUtc(CLOSES)).toContain('Dec 1, 2099, 2:00 PM UTC');
    expect(screen.getByText(/41 people have entered/)).toBeTruthy();
  });

  it('enters a handle with consent, keeps the entry in this browser, and withdraws it', async () => {
    const api = open(publicGiveaway(), {
      [`POST /api/enter/${ID}`]: { status: 201, body: { handle: 'ann_lee', withdrawToken: 'T'.repeat(43) } },
      [`POST /api/enter/${ID}/withdraw`]: ok({ entryCount: 41 }),
    });
    fireEvent.change(await screen.findByLabelText(/Your X username/), { target: { value: 'https://x.com/ann_lee' } });
    fireEvent.click(screen.getByLabelText(T.consent));
    fireEvent.click(screen.getByRole('button', { name: T.enter }));
    expect(await screen.findByText(T.entered('ann_lee'))).toBeTruthy();
    expect(api.calls(`POST /api/enter/${ID}`)[0]!.body).toEqual({ handle: 'https://x.com/ann_lee', consent: true });
    expect(JSON.parse(localStorage.getItem(`rollcall-entry:${ID}`)!)).toEqual({ handle: 'ann_lee', withdrawToken: 'T'.repeat(43) });

    fireEvent.click(screen.getByRole('button', { name: T.withdraw }));
    expect(await screen.findByText(T.withdrawn)).toBeTruthy();
    expect(api.calls(`POST /api/enter/${ID}/withdraw`)[0]!.body).toEqual({ withdrawToken: 'T'.repeat(43) });
    expect(localStorage.getItem(`rollcall-entry:${ID}`)).toBeNull();
  });

  it('says why an entry was refused (a repeat), in the words of the server', async () => {
    open(publicGiveaway(), { [`POST /api/enter/${ID}`]: apiError(409, 'ALREADY_ENTERED', GIVEAWAY_TEXTS.alreadyEntered('ann_lee')) });
    fireEvent.change(await screen.findByLabelText(/Your X username/), { target: { value: 'ann_lee' } });
    fireEvent.click(screen.getByLabelText(T.consent));
    fireEvent.click(screen.getByRole('button', { name: T.enter }));
    expect((await screen.findByRole('alert')).textContent).toBe(T.enterFailed(GIVEAWAY_TEXTS.alreadyEntered('ann_lee')));
  });

  it('after closing takes no entry, shows the entrants frozen then, and links the certificate once drawn', async () => {
    const frozen = { entrantCount: 1234, fingerprint: 'f'.repeat(64), at: '2020-01-01T00:00:01.000Z' };
    open(publicGiveaway({ status: 'drawn', closesAt: '2020-01-01T00:00:00.000Z', drawId: 'Dr9_Dr9_Dr9_Dr9_Dr9_Dr', frozen }));
    expect(await screen.findByText(T.entriesClosed)).toBeTruthy();
    const published = screen.getByRole('region', { name: T.frozenHeading });
    expect(within(published).getByText(T.frozenAt(1234, formatZonedAndUtc(frozen.at)))).toBeTruthy();
    expect(within(published).getByText('f'.repeat(64))).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.enter })).toBeNull();
    expect(screen.getByRole('link', { name: T.drawnCertificate }).getAttribute('href')).toBe(paths.draw('Dr9_Dr9_Dr9_Dr9_Dr9_Dr'));
  });

  it('says a giveaway that does not exist is not found', async () => {
    open(apiError(404, 'NOT_FOUND', GIVEAWAY_TEXTS.notFound));
    expect(await screen.findByRole('heading', { name: T.notFound })).toBeTruthy();
  });
});

describe('the giveaways screen', () => {
  it('lists the giveaways with their state, entries, entry page and certificate', async () => {
    mockApi({
      'GET /api/giveaways': history([giveaway(), giveaway({ id: 'Dn9_Dn9_Dn9_Dn9_Dn9_Dn', title: 'Winter giveaway', status: 'drawn', drawId: 'Dr9_Dr9_Dr9_Dr9_Dr9_Dr' })]),
      'GET /api/lists': ok(listsResponse([])),
    });
    renderRoute(paths.giveaways, <GiveawaysPage />, { user: makeUser() });
    const spring = await screen.findByRole('article', { name: 'Spring giveaway' });
    expect(within(spring).getByText('Open')).toBeTruthy();
    expect(within(spring).getByText('41 entries on the page')).toBeTruthy();
    expect(within(spring).getByRole('link', { name: T.entryLink }).getAttribute('href')).toBe(paths.enter(ID));
    // While open, its address to share, with Copy and a QR code.
    expect(within(spring).getByText(`${window.location.origin}${paths.enter(ID)}`)).toBeTruthy();
    expect(within(spring).getByRole('img', { name: T.entryShare.qrLabel('Spring giveaway') })).toBeTruthy();
    const winter = screen.getByRole('article', { name: 'Winter giveaway' });
    expect(within(winter).getByText('Drawn')).toBeTruthy();
    expect(within(winter).getByRole('link', { name: T.certificate }).getAttribute('href')).toBe(paths.draw('Dr9_Dr9_Dr9_Dr9_Dr9_Dr'));
  });

  it('starts a giveaway from the form: the closing time read in the chosen zone, the lists and the entry page', async () => {
    const api = mockApi({
      'GET /api/giveaways': history([]),
      'GET /api/lists': ok(listsResponse([makeList({ id: 7, name: 'Regulars', memberCount: 12 })])),
      'POST /api/giveaways': { status: 201, body: giveaway() },
    });
    renderRoute(paths.giveaways, <GiveawaysPage />, { user: makeUser() });
    expect(await screen.findByText(T.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.newGiveaway }));
    const dialog = await screen.findByRole('dialog', { name: T.newGiveaway });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Spring giveaway' } });
    fireEvent.change(within(dialog).getByLabelText(/^Prize/), { target: { value: 'A signed poster' } });
    fireEvent.change(within(dialog).getByLabelText(/^Organiser/), { target: { value: 'Poster Club' } });
    fireEvent.change(within(dialog).getByLabelText(/^Number of winners/), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(/^Entries close/), { target: { value: '2099-12-01T15:00' } });
    fireEvent.change(within(dialog).getByLabelText(T.fields.timeZone), { target: { value: 'Europe/Paris' } });
    fireEvent.click(await within(dialog).findByLabelText('Regulars (12)'));
    fireEvent.click(within(dialog).getByRole('button', { name: T.create }));
    await waitFor(() => expect(api.calls('POST /api/giveaways')).toHaveLength(1));
    expect(api.calls('POST /api/giveaways')[0]!.body).toEqual({
      title: 'Spring giveaway',
      prize: 'A signed poster',
      rules: '',
      organiser: 'Poster Club',
      winnerCount: 2,
      closesAt: '2099-12-01T14:00:00.000Z',
      timeZone: 'Europe/Paris',
      listIds: [7],
      entryPage: true,
    });
    expect(await screen.findByText(T.created('Spring giveaway'))).toBeTruthy();
  });

  it('says what is missing before sending anything', async () => {
    const api = mockApi({ 'GET /api/giveaways': history([]), 'GET /api/lists': ok(listsResponse([])) });
    renderRoute(paths.giveaways, <GiveawaysPage />, { user: makeUser() });
    fireEvent.click(await screen.findByRole('button', { name: T.newGiveaway }));
    const dialog = await screen.findByRole('dialog', { name: T.newGiveaway });
    fireEvent.click(within(dialog).getByLabelText(T.fields.entryPage));
    fireEvent.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(GIVEAWAY_TEXTS.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(GIVEAWAY_TEXTS.sources)).toBeTruthy();
    expect(api.calls('POST /api/giveaways')).toHaveLength(0);
  });

  it('shows a Viewer the giveaways with New giveaway off, saying why', async () => {
    mockApi({ 'GET /api/giveaways': history([giveaway()]), 'GET /api/workspaces': ok(inTeam('viewer')) });
    renderRoute(paths.giveaways, <GiveawaysPage />, { user: makeUser() });
    await screen.findByRole('article', { name: 'Spring giveaway' });
    await waitFor(() => expect((screen.getByRole('button', { name: T.newGiveaway }) as HTMLButtonElement).title).toBe(TEAM_TEXTS.viewerRefusal));
  });

  it('saves the people who entered a closed giveaway into a new list', async () => {
    const api = mockApi({
      'GET /api/giveaways': history([giveaway({ status: 'drawn', drawId: 'Dr9_Dr9_Dr9_Dr9_Dr9_Dr' })]),
      'GET /api/lists': ok(listsResponse([])),
      [`POST /api/giveaways/${ID}/save-entrants`]: { status: 201, body: { list: makeList({ id: 8, name: 'Spring giveaway entrants', memberCount: 41 }), saved: 41 } },
    });
    renderRoute(paths.giveaways, <GiveawaysPage />, { user: makeUser() });
    const card = await screen.findByRole('article', { name: 'Spring giveaway' });
    fireEvent.click(within(card).getByRole('button', { name: T.saveEntrants }));
    const dialog = await screen.findByRole('dialog', { name: T.saveEntrants });
    expect((within(dialog).getByLabelText(/^List name/) as HTMLInputElement).value).toBe('Spring giveaway entrants');
    fireEvent.click(within(dialog).getByRole('button', { name: T.saveEntrantsSubmit }));
    expect(await screen.findByText(T.entrantsSaved(41, 'Spring giveaway entrants'))).toBeTruthy();
    expect(api.calls(`POST /api/giveaways/${ID}/save-entrants`)[0]!.body).toEqual({ name: 'Spring giveaway entrants' });
  });

  it('offers no saving while entries are open', async () => {
    mockApi({ 'GET /api/giveaways': history([giveaway()]), 'GET /api/lists': ok(listsResponse([])) });
    renderRoute(paths.giveaways, <GiveawaysPage />, { user: makeUser() });
    const card = await screen.findByRole('article', { name: 'Spring giveaway' });
    expect(within(card).queryByRole('button', { name: T.saveEntrants })).toBeNull();
  });

  it("lists every plain shoot's certificate with its winners, searches, and shows more a page at a time", async () => {
    // The first was announced, then drawn at its time: 'Drawn' says when it was drawn.
    const first = Array.from({ length: PAST_DRAWS_PAGE }, (_, i) => pastDraw(i, i === 0 ? { drawAt: '2099-10-05T09:30:00.000Z' } : {}));
    const api = mockApi({
      'GET /api/giveaways': history([giveaway()], first, true),
      [`GET /api/giveaways?before=${first.at(-1)!.id}`]: history([giveaway()], [pastDraw(99, { listNames: [], status: 'announced', winners: [], drawAt: CLOSES })]),
      'GET /api/giveaways?q=win_3': history([], [pastDraw(3)]),
      'GET /api/giveaways?q=nobody': history([], []),
      'GET /api/lists': ok(listsResponse([])),
    });
    renderRoute(paths.giveaways, <GiveawaysPage />, { user: makeUser() });
    const draws = await screen.findByRole('list', { name: T.drawsHeading });
    expect(within(draws).getAllByRole('listitem')).toHaveLength(PAST_DRAWS_PAGE);
    const row = within(draws).getAllByRole('article')[0]!;
    expect(within(row).getByText(/120 entrants/)).toBeTruthy();
    expect(within(row).getByText(new RegExp(`^Drawn ${formatZonedAndUtc('2099-10-05T09:30:00.000Z').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeTruthy();
    expect(within(row).getByText('@win_0 @bob')).toBeTruthy();
    expect(within(row).getByRole('link', { name: T.certificate }).getAttribute('href')).toBe(paths.draw(first[0]!.id));

    fireEvent.click(screen.getByRole('button', { name: T.showMore }));
    await waitFor(() => expect(within(draws).getAllByRole('listitem')).toHaveLength(PAST_DRAWS_PAGE + 1));
    const announced = within(draws).getAllByRole('article').at(-1)!;
    expect(within(announced).getByText('Announced')).toBeTruthy();
    expect(within(announced).getByText(T.fromLists([]))).toBeTruthy();
    expect(within(announced).getByText(new RegExp(`^Will be drawn ${formatZonedAndUtc(CLOSES).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.showMore })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: T.search }), { target: { value: ' win_3 ' } });
    await waitFor(() => expect(within(screen.getByRole('list', { name: T.drawsHeading })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText(T.noMatch('win_3'))).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: T.search }), { target: { value: 'nobody' } });
    await waitFor(() => expect(screen.getAllByText(T.noMatch('nobody'))).toHaveLength(2));
    expect(api.calls('GET /api/giveaways?q=nobody')).toHaveLength(1);
  });

  it("opens the winners' post: the composer gets the winners and the certificate's full address", async () => {
    mockApi({
      'GET /api/giveaways': history([giveaway({ status: 'drawn', drawId: 'Dr9_Dr9_Dr9_Dr9_Dr9_Dr', winners: ['ann_lee', 'bob'] })]),
      'GET /api/lists': ok(listsResponse([])),
    });
    renderRoute(paths.giveaways, <GiveawaysPage />, { user: makeUser() });
    const card = await screen.findByRole('article', { name: 'Spring giveaway' });
    expect(within(card).getByText('@ann_lee @bob')).toBeTruthy();
    // No entry page to share once entries are closed.
    expect(within(card).queryByRole('img', { name: /QR code/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: T.writePost }));
    const dialog = await screen.findByRole('dialog', { name: T.writePostTitle('Spring giveaway') });
    expect(within(dialog).getByTestId('composer').textContent).toBe(`ann_lee,bob | ${window.location.origin}${paths.draw('Dr9_Dr9_Dr9_Dr9_Dr9_Dr')}`);
  });

  it('says when more draws could not be loaded, and tries again', async () => {
    const first = Array.from({ length: PAST_DRAWS_PAGE }, (_, i) => pastDraw(i));
    let fail = true;
    mockApi({
      'GET /api/giveaways': history([], first, true),
      [`GET /api/giveaways?before=${first.at(-1)!.id}`]: () => (fail ? apiError(500, 'INTERNAL', 'Something went wrong') : history([], [pastDraw(99)])),
      'GET /api/lists': ok(listsResponse([])),
    });
    renderRoute(paths.giveaways, <GiveawaysPage />, { user: makeUser() });
    fireEvent.click(await screen.findByRole('button', { name: T.showMore }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not load more draws: /);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: T.drawsHeading })).getAllByRole('listitem')).toHaveLength(PAST_DRAWS_PAGE + 1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
