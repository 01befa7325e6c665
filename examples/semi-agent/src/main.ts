import { startSemiAgent } from './agent';

// `pnpm --filter @charter/semi-agent start`: SEMI_API_KEY (required), PORT (default 41241), HOST (default 127.0.0.1).
const apiKey = process.env.SEMI_API_KEY?.trim();
if (!apiKey) {
  console.error(
    'Set SEMI_API_KEY: the key Charter (or any A2A client) must send as "Authorization: Bearer <key>".',
  );
  process.exit(2);
}
const agent = await startSemiAgent({
  apiKey,
  port: Number(process.env.PORT ?? 41241),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(
  `Reference Semi listening on ${agent.url} (agent card: ${agent.url}/.well-known/agent-card.json)`,
);
const stop = () => void agent.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
