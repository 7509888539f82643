// `npm run bench:login`: how long a login takes (bcrypt cost 10) and whether a wrong password and
// an unknown e-mail take as long as a right one (so timing does not reveal which accounts exist);
// the same for a registration with a new or an already registered e-mail (issue #16: 9 ms against
// 91 ms told them apart), with a free or a taken username.
// Runs the real app in process (app.inject) on an in-memory PGlite. The floor, in the same run:
// one bcrypt comparison at cost 10 alone, the work no login can skip. Prints figures; asserts nothing.
import bcrypt from 'bcrypt';
import { buildApp } from '../server/app';
import { openPglite } from '../server/db/open';
import { loadConfig } from '../server/config';
import { createUser } from '../test/support/factories';
import { createRecordingMailer } from '../test/support/mailer';
import { median, quantile, report } from './report.mjs';

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
  console.log(`${label.padEnd(22)} median ${median(times).toFixed(1).padStart(6)} ms   p90 ${quantile(times, 0.9).toFixed(1).padStart(6)} ms   (${ROUNDS} logins)`);
  return median(times);
}

let registrations = 0;
/** Registrations of the given kind, each from its own address (the limit is per address). */
async function measureRegistration(label: string, body: () => { email: string; username: string }, expected: number) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    registrations += 1;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `10.8.${registrations >> 8}.${registrations & 255}`,
      payload: { ...body(), password: 'bench password' },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== expected) throw new Error(`${label}: expected ${expected}, got ${response.statusCode}`);
  }
  console.log(`${label.padEnd(36)} median ${median(times).toFixed(1).padStart(6)} ms   p90 ${quantile(times, 0.9).toFixed(1).padStart(6)} ms   (${ROUNDS})`);
  return median(times);
}
await createUser(database.db, { email: 'taken@example.com', username: 'taken_name' });

const hashes: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const started = performance.now();
  await bcrypt.hash('bench password', 10);
  hashes.push(performance.now() - started);
}
const hashFloor = { value: median(hashes), what: 'one bcrypt hash, cost 10' };
const registerNew = await measureRegistration('register: new e-mail, free username', () => ({ email: `new${registrations}@example.com`, username: `new_${registrations}` }), 201);
const registerExisting = await measureRegistration('register: existing e-mail, free name', () => ({ email: 'taken@example.com', username: `free_${registrations}` }), 201);
const takenNew = await measureRegistration('register: new e-mail, taken username', () => ({ email: `other${registrations}@example.com`, username: 'taken_name' }), 409);
const takenExisting = await measureRegistration('register: existing e-mail, taken name', () => ({ email: 'taken@example.com', username: 'taken_name' }), 409);

const hash = await bcrypt.hash('bench password', 10);
const compares: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const started = performance.now();
  await bcrypt.compare('bench password', hash);
  compares.push(performance.now() - started);
}
const floor = { value: median(compares), what: 'one bcrypt compare, cost 10' };
const right = await measure('right password', 'bench@example.com', 'bench password', 200);
const wrong = await measure('wrong password', 'bench@example.com', 'not the password', 401);
const unknown = await measure('unknown e-mail', 'nobody@example.com', 'bench password', 401);
await app.close();
await database.close();
report('login', [
  { name: 'login, right password, median', value: right, unit: 'ms', floor },
  { name: 'login, wrong password, median', value: wrong, unit: 'ms', floor },
  { name: 'login, unknown e-mail, median', value: unknown, unit: 'ms', floor },
  { name: 'register, new e-mail, median', value: registerNew, unit: 'ms', floor: hashFloor },
  { name: 'register, existing e-mail, median', value: registerExisting, unit: 'ms', floor: hashFloor },
  { name: 'register, taken username (new e-mail), median', value: takenNew, unit: 'ms', floor: hashFloor },
  { name: 'register, taken username (existing e-mail), median', value: takenExisting, unit: 'ms', floor: hashFloor },
]);
