// `npm run bench:login`: how long a login takes (bcrypt cost 10) and whether a wrong password and
// an unknown e-mail take as long as a right one (so timing does not reveal which accounts exist).
// Runs the real app in process (app.inject) on an in-memory PGlite. Prints figures; asserts nothing.
import { buildApp } from '../server/app';
import { openPglite } from '../server/db/open';
import { loadConfig } from '../server/config';
import { createUser } from '../test/factories';
import { createRecordingMailer } from '../test/mailer';

const ROUNDS = Number(process.env.ROUNDS ?? 60);

const database = await openPglite(null);
await database.migrate();
const app = await buildApp({ config: loadConfig({}), database, mailer: createRecordingMailer().mailer });
await createUser(database.db, { email: 'bench@example.com', password: 'bench password' });

async function measure(label: string, email: string, password: string, expected: number) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.9.${i >> 8}.${i & 255}`,
      payload: { email, password },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== expected) throw new Error(`${label}: expected ${expected}, got ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${label.padEnd(22)} median ${at(0.5).padStart(6)} ms   p90 ${at(0.9).padStart(6)} ms   (${ROUNDS} logins)`);
}

await measure('right password', 'bench@example.com', 'bench password', 200);
await measure('wrong password', 'bench@example.com', 'not the password', 401);
await measure('unknown e-mail', 'nobody@example.com', 'bench password', 401);
await app.close();
await database.close();
