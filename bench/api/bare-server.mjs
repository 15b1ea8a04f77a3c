// The baseline: a bare Fastify server that answers the same JSON from memory, with no database,
// no validation and no authentication. Started by run.mjs with the payloads in a file.
import fs from 'node:fs';
import Fastify from 'fastify';

const { books, rental } = JSON.parse(fs.readFileSync(process.env.BENCH_PAYLOADS, 'utf8'));
const app = Fastify({ logger: false });

app.get('/api/books', async () => books);
app.post('/api/rentals', async (_request, reply) => reply.code(201).send(rental));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
