// The floor under the quote budget (bench-quotes): Fastify alone, in its own process, answering the
// same varied POSTs as the quote routes with a constant answer of a real quote's bytes (read from
// the JSON file named by FLOOR_ANSWERS: { "<route>": "<answer>" }), and a liveness route. No
// validation, pricing, storage or serialisation: what any quote route on this framework and
// machine costs at least, measured in the same run as the real one.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = JSON.parse(readFileSync(process.env.FLOOR_ANSWERS, 'utf8'));
const app = Fastify();
app.get('/api/health/live', async () => ({ status: 'ok' }));
for (const [route, answer] of Object.entries(answers)) {
  app.post(route, async (_request, reply) => reply.type('application/json; charset=utf-8').send(answer));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
