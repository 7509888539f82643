/**
 * `npm run verify -- <certificate address or saved JSON file>` (issue #37): checks a Rollcall draw
 * certificate on this machine, with nothing of the server that made it: the certificate's own
 * JSON (its page's 'Download evidence', or `GET /api/draws/{id}`), the published algorithm
 * (common/draw.plain.ts, docs/draws.md) and this machine's SHA-256. Exit 0: verified; 1: it does
 * not match; 2: it cannot be checked (not drawn yet, entrants unpublished, unreadable).
 */
import fs from 'node:fs';
import { createHash, createHmac } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { checkDraw, DRAW_ALGORITHM_V2, DRAW_CHECK_TEXTS, type DrawCheck, type DrawCrypto } from '../common/draw.plain';
import { BEACON_CHECK_TEXT, checkDrawV2, type DrawToCheckV2 } from '../common/draw-v2.plain';
import { drawsRoutes } from '../common/api/routes';
import { chainHash, type Chained } from '../common/certificate-chain.plain';
import { fillPath, matchPath, pagePatterns } from '../common/paths.plain';

const crypto: DrawCrypto = {
  hmac: (key, message) => createHmac('sha256', key).update(message).digest(),
  sha256: (bytes) => createHash('sha256').update(bytes).digest(),
};

type Evidence = {
  id: string;
  algorithm: string;
  status: string;
  seed: string | null;
  count: number;
  entrantCount: number;
  fingerprint: string;
  commitment: string | null;
  drawAt: string | null;
  drawnAt?: string | null;
  winners: string[] | null;
  entrants: string[] | null;
  redraws: { replaced: string; winner: string; seed: string }[];
  leftOut?: number;
  selectionFingerprint?: string;
  leftOutEntrants?: { at: number; handle: string }[] | null;
  chain?: { seq: number; contentHash: string } | null;
};

export type VerifyOutcome = { code: 0 | 1 | 2; lines: string[] };

/** The certificate's API address for a page address (`…/draws/{id}`), or the address as given. */
export function evidenceUrl(address: string): URL {
  const url = new URL(address);
  // The page's pattern and the certificate's route, each from its one home.
  const page = matchPath(pagePatterns.draw, url.pathname);
  return page ? new URL(fillPath(drawsRoutes.getDraw.path, page), url) : url;
}

/** Checks a certificate's JSON and says what holds, part by part. */
export function verifyEvidence(json: string): VerifyOutcome {
  let evidence: Evidence;
  try {
    evidence = JSON.parse(json) as Evidence;
  } catch {
    return { code: 2, lines: ['This is not a certificate: it is not JSON.'] };
  }
  if (typeof evidence !== 'object' || evidence === null || typeof evidence.id !== 'string' || typeof evidence.algorithm !== 'string') return { code: 2, lines: ['This is not a Rollcall draw certificate.'] };
  const head = `Certificate ${evidence.id} (${evidence.algorithm})`;
  if (evidence.seed === null || evidence.winners === null) return { code: 2, lines: [head, 'It is not drawn yet: check it again after its draw time.'] };
  if (evidence.entrants === null) return { code: 2, lines: [head, 'The organiser did not publish the entrant list, so the draw cannot be recomputed.'] };
  let check: DrawCheck & { beacon?: boolean; league?: boolean };
  const drawn = { ...evidence, seed: evidence.seed, winners: evidence.winners, entrants: evidence.entrants, redraws: evidence.redraws ?? [] };
  try {
    check = evidence.algorithm === DRAW_ALGORITHM_V2 ? checkDrawV2(drawn as unknown as DrawToCheckV2, crypto) : checkDraw(drawn, crypto);
  } catch {
    return { code: 1, lines: [head, 'It does not match: its fields are not what the algorithm reads.'] };
  }
  const parts = Object.keys(DRAW_CHECK_TEXTS) as (keyof typeof DRAW_CHECK_TEXTS)[];
  const lines = [head, ...parts.map((part) => (check[part] ? `  ✓ ${part}` : `  ✗ ${part}: ${DRAW_CHECK_TEXTS[part]}`))];
  if (check.beacon !== undefined) {
    lines.push(check.beacon ? '  ✓ beacon' : `  ✗ beacon: ${BEACON_CHECK_TEXT}`);
    lines.push(check.league ? "  The round is the League of Entropy's quicknet's." : '  The round is of a test chain, not the League of Entropy.');
  }
  // Its place in its person's chain (issue #37): its content gives the hash the next one names.
  let chained = true;
  if (evidence.chain) {
    chained = chainHash(evidence as unknown as Chained, crypto.sha256) === evidence.chain.contentHash;
    lines.push(chained ? `  ✓ chain: certificate no. ${String(evidence.chain.seq)} of its person's chain, its content hash as shown` : "  ✗ chain: its content does not give the content hash shown (changed after it was made)");
  }
  if (!check.verified || !chained) return { code: 1, lines: [...lines, 'It does not match.'] };
  return { code: 0, lines: [...lines, `Verified: the winners (${evidence.winners.map((winner) => `@${winner}`).join(' ')}) follow from the seed and the ${String(evidence.entrants.length)} published entrants.`] };
}

async function main(argv: string[]): Promise<number> {
  const [source] = argv;
  if (source === undefined) {
    console.error('Usage: npm run verify -- <certificate address (https://…/draws/…) or saved certificate JSON file>');
    return 2;
  }
  let json: string;
  try {
    if (/^https?:\/\//.test(source)) {
      const response = await fetch(evidenceUrl(source), { headers: { accept: 'application/json' } });
      if (!response.ok) {
        console.error(`${source} answered ${String(response.status)}: no certificate there.`);
        return 2;
      }
      json = await response.text();
    } else json = fs.readFileSync(source, 'utf8');
  } catch (error) {
    console.error(`Could not read ${source}: ${(error as Error).message}`);
    return 2;
  }
  const outcome = verifyEvidence(json);
  for (const line of outcome.lines) console.log(line);
  return outcome.code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
