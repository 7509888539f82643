import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/support/app';
import { signedInPerson } from '../test/support/http';
import { drawWinners, entrantsFingerprint, fromHex, seedV2, toHex } from '../common/draw.plain';
import { firstRoundAfter } from '../common/drand.plain';
import { nodeDrawCrypto } from '../server/draws/draw-crypto';
import { testChain } from '../test/support/drand-chain';
import { evidenceUrl, verifyEvidence } from './verify';

// Issue #37: `npm run verify` checks a certificate with nothing of the server that made it.

const run = promisify(execFile);

describe('npm run verify', () => {
  const t = useTestApp();

  async function certificate(): Promise<string> {
    const host = await signedInPerson(t);
    const made = await host.c.post('/api/lists', { name: 'Regulars' });
    const listId = (made.json() as { id: number }).id;
    await host.c.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'ann bob cat dee eve' });
    const shot = (await host.c.post('/api/shoot', { listIds: [listId], count: 2 })).json() as { drawId: string };
    // The JSON anyone can read: what 'Download evidence' saves.
    return (await t.app.inject({ url: `/api/draws/${shot.drawId}` })).body;
  }

  it('verifies a real certificate part by part, and finds a winner changed or an entrant added', async () => {
    const json = await certificate();
    const outcome = verifyEvidence(json);
    expect(outcome.code).toBe(0);
    expect(outcome.lines.at(-1)).toMatch(/^Verified: the winners \(@\w+ @\w+\) follow from the seed and the 5 published entrants\.$/);
    const evidence = JSON.parse(json) as { winners: string[]; entrants: string[]; entrantCount: number };
    const entrants = evidence.entrants;
    const loser = entrants.find((handle) => !evidence.winners.includes(handle))!;
    const changed = verifyEvidence(JSON.stringify({ ...evidence, winners: [loser, evidence.winners[1]] }));
    expect(changed.code).toBe(1);
    expect(changed.lines).toContain('  ✗ winners: the seed and the entrants do not give these winners');
    const added = verifyEvidence(JSON.stringify({ ...evidence, entrants: [...entrants, 'fay'], entrantCount: 6 }));
    expect(added.code).toBe(1);
    expect(added.lines).toContain('  ✗ fingerprint: the entrant list does not give the fingerprint shown');
    // Its place in the person's chain (issue #37): a seed changed afterwards, winners redrawn to match, is seen there.
    expect(outcome.lines).toContain("  ✓ chain: certificate no. 1 of its person's chain, its content hash as shown");
    const reseeded = { ...evidence, seed: 'cd'.repeat(32), winners: drawWinners(entrants, 2, fromHex('cd'.repeat(32)), nodeDrawCrypto.hmac) };
    const rerolled = verifyEvidence(JSON.stringify(reseeded));
    expect(rerolled.code).toBe(1);
    expect(rerolled.lines).toContain('  ✗ chain: its content does not give the content hash shown (changed after it was made)');
  });

  it('checks a rollcall-draw-v2 certificate’s round and says whose chain it is', () => {
    const chain = testChain({ genesis: 1_700_000_000 });
    const entrants = ['ann', 'bob', 'cat'];
    const fingerprint = entrantsFingerprint(entrants, nodeDrawCrypto);
    const frozenAt = new Date(1_700_000_050_000).toISOString();
    const beacon = { ...chain.sign(firstRoundAfter(chain.info, 1_700_000_050)), chain: chain.info };
    const id = 'Dr9_Dr9_Dr9_Dr9_Dr9_Dr';
    const seed = seedV2({ randomness: beacon.randomness, fingerprint, drawId: id }, nodeDrawCrypto);
    const evidence = { id, algorithm: 'rollcall-draw-v2', status: 'drawn', createdAt: frozenAt, beacon, seed: toHex(seed), count: 1, entrants, entrantCount: 3, fingerprint, winners: drawWinners(entrants, 1, seed, nodeDrawCrypto.hmac), drawAt: null, redraws: [] };
    const outcome = verifyEvidence(JSON.stringify(evidence));
    expect(outcome.code).toBe(0);
    expect(outcome.lines).toContain('  ✓ beacon');
    expect(outcome.lines).toContain('  The round is of a test chain, not the League of Entropy.');
    const lied = verifyEvidence(JSON.stringify({ ...evidence, beacon: { ...testChain({ genesis: 1_700_000_000, seed: 3 }).sign(beacon.round), chain: chain.info } }));
    expect(lied.code).toBe(1);
    expect(lied.lines.some((line) => line.startsWith('  ✗ beacon'))).toBe(true);
  });

  it('says what it cannot check: not JSON, not a certificate, not drawn yet, entrants unpublished', () => {
    expect(verifyEvidence('{').code).toBe(2);
    expect(verifyEvidence('[]').lines).toEqual(['This is not a Rollcall draw certificate.']);
    const waiting = verifyEvidence(JSON.stringify({ id: 'x', algorithm: 'rollcall-draw-v1', seed: null, winners: null, entrants: null }));
    expect(waiting).toEqual({ code: 2, lines: ['Certificate x (rollcall-draw-v1)', 'It is not drawn yet: check it again after its draw time.'] });
    expect(verifyEvidence(JSON.stringify({ id: 'x', algorithm: 'rollcall-draw-v1', seed: 'a'.repeat(64), winners: [], entrants: null })).code).toBe(2);
  });

  it('reads a certificate page’s address as its JSON’s', () => {
    expect(evidenceUrl('https://rollcall.example/draws/Dr9_Dr9_Dr9_Dr9_Dr9_Dr').toString()).toBe('https://rollcall.example/api/draws/Dr9_Dr9_Dr9_Dr9_Dr9_Dr');
    expect(evidenceUrl('https://rollcall.example/api/draws/Dr9_Dr9_Dr9_Dr9_Dr9_Dr').toString()).toBe('https://rollcall.example/api/draws/Dr9_Dr9_Dr9_Dr9_Dr9_Dr');
  });

  it('runs as a command on a saved file and on a certificate’s address, its exit code saying the answer', async () => {
    const json = await certificate();
    const id = (JSON.parse(json) as { id: string }).id;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-verify-'));
    const file = path.join(dir, 'evidence.json');
    fs.writeFileSync(file, json);
    const tsx = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');
    const script = path.join(import.meta.dirname, 'verify.ts');
    const saved = await run(tsx, [script, file]);
    expect(saved.stdout).toMatch(/Verified: /);
    // A server that hands out the certificate's JSON at its address (the page's address is enough).
    const server = http.createServer((request, response) => {
      response.writeHead(request.url === `/api/draws/${id}` ? 200 : 404, { 'content-type': 'application/json' });
      response.end(request.url === `/api/draws/${id}` ? json : '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
      expect((await run(tsx, [script, `${base}/draws/${id}`])).stdout).toMatch(/Verified: /);
      fs.writeFileSync(file, JSON.stringify({ ...(JSON.parse(json) as object), winners: ['nobody', 'atall'] }));
      await expect(run(tsx, [script, file])).rejects.toMatchObject({ code: 1 });
      await expect(run(tsx, [script, `${base}/draws/${'Z'.repeat(22)}`])).rejects.toMatchObject({ code: 2 });
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
