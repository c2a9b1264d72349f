// The local OpenID Connect provider for the browser sign-in test: the project's own test
// provider package (tests/oidc, installed by scripts/setup), on the port Playwright chose.
// The mock provider approves every authorize request; the ID token's e-mail is the
// `login_hint` or person@example.org.
const { OAuth2Server } = await import(
  new URL('../../tests/oidc/node_modules/oauth2-mock-server/dist/index.mjs', import.meta.url).href
);

const port = Number(process.argv[2]);
if (!port) throw new Error('usage: node oidc-provider.mjs PORT');

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
const hints = new Map();
server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const url = new URL(req.url, 'http://localhost');
  const code = redirect.url.searchParams.get('code');
  if (code) hints.set(code, url.searchParams.get('login_hint') || 'person@example.org');
});
server.service.on('beforeTokenSigning', (token, req) => {
  const code = req.body && req.body.code;
  if (!code || !hints.has(code)) return;
  token.payload.email = hints.get(code);
  token.payload.email_verified = true;
});
await server.start(port, '127.0.0.1');
server.issuer.url = `http://127.0.0.1:${port}`;
console.log(`ISSUER ${server.issuer.url}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
