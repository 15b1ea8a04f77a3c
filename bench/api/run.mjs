// API throughput on loopback: our GET /api/books (a library of 1,000 books) and POST /api/rentals,
// each beside a bare Fastify route answering the same JSON from memory. Not part of `npm test`.
//   node bench/api/run.mjs            (DURATION=10 CONNECTIONS=10 to change the load)
// On PGlite by default; with BENCH_DATABASE_URL=postgres://user:pass@host/db the server runs on a
// scratch database created beside that one (and dropped afterwards).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../../server/src/auth/password.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { insertBenchLibrary } from '../bench-library.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DURATION = Number(process.env.DURATION ?? 10);
// Ours and the bare route alternate, ROUNDS times each, and the medians are reported: on a shared
// machine, load that comes and goes then weighs on both sides alike.
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const BOOKS = 1000;
// A member has one open rental of a title at a time, so the borrows of a run go to members × books
// pairs, each once: room for MEMBERS × BOOKS borrows.
const MEMBERS = 100;
const OUR_PORT = 3901;
const BARE_PORT = 3902;
const PASSWORD = 'bench-password';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lending-bench-'));
const children = [];
const adminUrl = process.env.BENCH_DATABASE_URL;
const scratchName = `lending_bench_${process.pid}`;
const scratchUrl = adminUrl ? withDatabase(adminUrl, scratchName) : undefined;

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function seed() {
  if (scratchUrl) await adminQuery(`create database ${scratchName}`);
  const database = scratchUrl
    ? await openDatabase({ engine: 'postgres', url: scratchUrl })
    : await openDatabase({ engine: 'pglite', dataDir });
  const { db } = database;
  await migrate(db);
  const { library, category } = await insertBenchLibrary(db);
  const passwordHash = await hashPassword(PASSWORD);
  const user = (name, email, role) => ({
    name,
    email,
    role,
    password_hash: passwordHash,
    library_id: library.id,
  });
  // An approved courier for the delivery task of each rental.
  await db
    .insertInto('users')
    .values({
      ...user('Bench Courier', 'courier@bench.test', 'DELIVERY_PARTNER'),
      approved_at: new Date(),
    })
    .execute();
  const members = await db
    .insertInto('users')
    .values(
      Array.from({ length: MEMBERS }, (_, i) =>
        user(`Bench Member ${i + 1}`, `member${i + 1}@bench.test`, 'USER'),
      ),
    )
    .returning(['id', 'email'])
    .execute();
  const addresses = await db
    .insertInto('addresses')
    .values(
      members.map((member) => ({
        user_id: member.id,
        street: '1 Bench Street',
        city: 'Loopback',
        state: 'LB',
        zip_code: '00000',
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  const rows = Array.from({ length: BOOKS }, (_, i) => ({
    library_id: library.id,
    category_id: category.id,
    title: `Benchmark Book ${String(i + 1).padStart(4, '0')}`,
    author: `Author ${i % 97}`,
    isbn: '978-0-14-143951-8',
    description:
      'A book of the benchmark library, with a description of ordinary length for a catalog card.',
    // Copies enough for every member to borrow every book.
    available_copies: MEMBERS,
    available: true,
  }));
  for (let i = 0; i < rows.length; i += 250)
    await db
      .insertInto('books')
      .values(rows.slice(i, i + 250))
      .execute();
  const bookIds = (await db.selectFrom('books').select('id').orderBy('id').execute()).map(
    (book) => book.id,
  );
  await database.close();
  const addressOf = new Map(addresses.map((address) => [address.user_id, address.id]));
  return {
    members: members.map((member) => ({ ...member, addressId: addressOf.get(member.id) })),
    bookIds,
  };
}

function start(script, env, ready) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(ready)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(
          new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`),
        );
      }
      resolve({
        title,
        rps: result.requests.average,
        p99: result.latency.p99,
        mbps: result.throughput.average / 1e6,
      });
    });
  });
}

function median(runs) {
  const middle = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { rps: middle(runs.map((r) => r.rps)), p99: middle(runs.map((r) => r.p99)) };
}

async function warm(options) {
  await new Promise((resolve) =>
    autocannon({ connections: CONNECTIONS, duration: 2, ...options }, resolve),
  );
}

try {
  console.log(`Seeding a library of ${BOOKS} books…`);
  const ids = await seed();
  await start(
    path.join(ROOT, 'server/src/main.ts'),
    {
      DATA_DIR: dataDir,
      PORT: String(OUR_PORT),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      STATIC_DIR: dataDir,
      ...(scratchUrl ? { DATABASE_URL: scratchUrl } : {}),
    },
    'Library Lending API on',
  );

  const ours = `http://127.0.0.1:${OUR_PORT}`;
  const members = [];
  for (const member of ids.members) {
    const login = await fetch(`${ours}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: PASSWORD }),
    });
    const { token } = await login.json();
    members.push({ ...member, token });
  }
  const rentalDate = new Date().toISOString().slice(0, 10);
  // The n-th borrow of the run: every member in turn, each time another book.
  let borrows = 0;
  const nextRental = () => {
    const n = borrows++;
    const member = members[n % MEMBERS];
    const bookId = ids.bookIds[Math.floor(n / MEMBERS) % BOOKS];
    return {
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: member.id, bookId, addressId: member.addressId, rentalDate }),
    };
  };
  const auth = { authorization: `Bearer ${members[0].token}` };

  const books = await (await fetch(`${ours}/api/books`, { headers: auth })).json();
  if (books.length !== BOOKS) throw new Error(`expected ${BOOKS} books, got ${books.length}`);
  const rental = await (
    await fetch(`${ours}/api/rentals`, { method: 'POST', ...nextRental() })
  ).json();
  const payloads = path.join(dataDir, 'payloads.json');
  fs.writeFileSync(payloads, JSON.stringify({ books, rental }));
  await start(
    path.join(import.meta.dirname, 'bare-server.mjs'),
    { BENCH_PAYLOADS: payloads, PORT: String(BARE_PORT) },
    'bare server ready',
  );
  const bare = `http://127.0.0.1:${BARE_PORT}`;

  // The bare server answers any body alike: its runs send one, so that the borrows (member, book)
  // of our runs stay distinct however many requests the bare server answers.
  const bareRental = nextRental();
  const scenarios = [
    ['GET /api/books', () => ({ method: 'GET', headers: auth }), '/api/books'],
    [
      'POST /api/rentals',
      (target) => ({
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              ...(target === ours ? nextRental() : bareRental),
            }),
          },
        ],
      }),
      '/api/rentals',
    ],
  ];
  const results = [];
  for (const [name, optionsFor, route] of scenarios) {
    const oursOptions = { url: ours + route, ...optionsFor(ours) };
    const bareOptions = { url: bare + route, ...optionsFor(bare) };
    await warm(oursOptions);
    await warm(bareOptions);
    const ourRuns = [];
    const bareRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ourRuns.push(await run(`${name} (ours)`, oursOptions));
      bareRuns.push(await run(`${name} (bare)`, bareOptions));
    }
    results.push({ name, ours: median(ourRuns), bare: median(bareRuns) });
  }

  const pad = (value, width) => String(value).padStart(width);
  const ratio = (value) => (value >= 0.1 ? value.toFixed(2) : value.toPrecision(2));
  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} alternating runs, ${scratchUrl ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log(
    `${'scenario'.padEnd(20)}${pad('ours req/s', 12)}${pad('bare req/s', 12)}${pad('ratio', 8)}${pad('ours p99', 10)}${pad('bare p99', 10)}`,
  );
  for (const { name, ours: o, bare: b } of results) {
    console.log(
      `${name.padEnd(20)}${pad(o.rps.toFixed(0), 12)}${pad(b.rps.toFixed(0), 12)}${pad(ratio(o.rps / b.rps), 8)}${pad(o.p99 + ' ms', 10)}${pad(b.p99 + ' ms', 10)}`,
    );
  }
  console.log(
    `\nGET /api/books answers ${(JSON.stringify(books).length / 1024).toFixed(0)} KiB per request.`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (scratchUrl)
    await adminQuery(`drop database if exists ${scratchName} with (force)`).catch(() => {});
}
