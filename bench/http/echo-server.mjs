// The baseline of the HTTP bench: a bare node:http server that reads the JSON body, parses it and echoes it
// as JSON. Prints its port on stdout, then serves until killed.
import { createServer } from 'node:http';

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.stringify({ ok: true, echo: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
