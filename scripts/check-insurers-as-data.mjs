// Part of the production-install check (scripts/check-production-install.sh): on the running
// production server, an admin adds an insurer with a logo, the public list shows it (cacheable a
// minute) with its logo served by the site, and a life import covering only that insurer is staged,
// previewed, made active, quoted under the insurer's name, then the previous version made active
// again (ADRs 0097, 0116, 0117). Usage: node check-insurers-as-data.mjs <base URL> <email> <password>
import { readFileSync } from 'node:fs';

const [baseUrl, email, password] = process.argv.slice(2);
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function check(condition, message) {
  if (!condition) {
    console.error(`insurers as data: ${message}`);
    process.exit(1);
  }
}

async function call(method, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

const login = await call('POST', '/api/users/login', { email, password });
check(login.status === 200, `sign-in answered ${login.status}`);
const token = login.json.data.token;

const added = await call(
  'POST',
  '/api/admin/insurers',
  {
    code: 'PRODCHECK',
    name: 'Production Check Life',
    logoUrl: `data:image/png;base64,${PNG}`,
    website: 'https://prodcheck.example',
    disclosures: '',
  },
  token,
);
check(added.status === 200, `adding an insurer answered ${added.status} ${JSON.stringify(added.json)}`);

const list = await call('GET', '/api/insurers');
check(
  list.headers.get('cache-control') === 'public, max-age=60',
  'the public list is not cacheable a minute',
);
const listed = list.json.data.find((i) => i.code === 'PRODCHECK');
check(listed?.name === 'Production Check Life', 'the new insurer is not in the public list');
const logo = await fetch(`${baseUrl}${listed.logoUrl}`);
check(
  logo.status === 200 && logo.headers.get('content-type') === 'image/png',
  `the logo answered ${logo.status}`,
);

const sample = readFileSync(
  new URL('../apps/api/src/db/rate-tables/life/term-life.csv', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));
const sheet = [
  sample[0],
  ...sample
    .slice(1)
    .filter((line) => line.startsWith('MANULIFE,'))
    .map((line) => line.replace(/^MANULIFE,MANULIFE-/, 'PRODCHECK,PRODCHECK-')),
].join('\n');
const versions = await call('GET', '/api/admin/rates/term-life/versions', undefined, token);
const previous = versions.json.data.find((v) => v.active)?.version;
const staged = await call(
  'POST',
  '/api/admin/rates/life',
  {
    product: 'term-life',
    version: 'prodcheck-1',
    insurer: 'PRODCHECK',
    file: { fileName: 'term-life.csv', content: Buffer.from(sheet).toString('base64') },
  },
  token,
);
check(staged.status === 200, `the life import answered ${staged.status} ${JSON.stringify(staged.json)}`);
const { preview } = staged.json.data;
check(
  preview.active === false && preview.added.every((p) => p.company === 'Production Check Life'),
  'the preview does not list the new insurer’s plans as added',
);
check(preview.removed.length === 0, 'a one-insurer import would remove the others’ plans');

const birthDate = new Date(Date.now() - 40 * 365.25 * 86_400_000).toISOString().slice(0, 10);
const quote = async () =>
  (
    await call('POST', '/api/quotations/term-life', {
      birthDate,
      gender: 'male',
      smoke: false,
      citizen: true,
      province: 'ON',
      coverage: 500000,
      premiumPaymentDuration: 'annually',
      paymentPeriod: 2,
      page: 1,
    })
  ).json.data.quotes;
check(!(await quote()).some((q) => q.insurerCode === 'PRODCHECK'), 'a staged import is quoted');
const made = await call('POST', '/api/admin/rates/term-life/versions/prodcheck-1/activate', undefined, token);
check(made.status === 200, `activation answered ${made.status}`);
const named = (await quote()).find((q) => q.insurerCode === 'PRODCHECK');
check(named?.company === 'Production Check Life', 'the new insurer’s life plan is not quoted by its name');
const back = await call('POST', `/api/admin/rates/term-life/versions/${previous}/activate`, undefined, token);
check(back.status === 200, `going back answered ${back.status}`);
check(!(await quote()).some((q) => q.insurerCode === 'PRODCHECK'), 'the previous version did not come back');
console.log(
  `insurers as data: PRODCHECK added with its logo, its ${preview.added.length} life plans staged, previewed, quoted by name, and ${previous} made active again`,
);
