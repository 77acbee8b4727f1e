// The yardstick: a bare node:http server answering every request with the given bytes and headers.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, headersJson, port] = process.argv.slice(2);
const body = readFileSync(file!);
const headers = JSON.parse(headersJson!) as Record<string, string>;
createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
