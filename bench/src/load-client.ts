// A load generator in its own process (so it runs on the other core, not on the server's thread):
// sends prepared requests over HTTP keep-alive, `concurrency` at a time, and prints requests/second.
// Input (JSON file): { url, concurrency, requests: [{ path, headers, body }] }.
import fs from 'node:fs';
import http from 'node:http';

interface Prepared {
  path: string;
  headers: Record<string, string>;
  body: string;
}
const input = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as {
  url: string;
  concurrency: number;
  requests: Prepared[];
};
const agent = new http.Agent({ keepAlive: true, maxSockets: input.concurrency });
const target = new URL(input.url);

function send(req: Prepared): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: req.path,
        headers: {
          ...req.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(req.body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

let next = 0;
let failed = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: input.concurrency }, async () => {
    for (let i = next++; i < input.requests.length; i = next++) {
      const text = await send(input.requests[i] as Prepared);
      // A sealed answer is { t1: 1, x1 }; a plain one { code: 0, … }. Anything else is a failure.
      if (!/^\{"(t1":1|code":0)/.test(text)) failed++;
    }
  }),
);
const seconds = (performance.now() - t0) / 1000;
agent.destroy();
process.stdout.write(JSON.stringify({ rps: input.requests.length / seconds, failed }));
