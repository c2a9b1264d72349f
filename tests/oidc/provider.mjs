// A real OpenID Connect provider for the sign-in tests (oauth2-mock-server).
//
//   node provider.mjs            listens on 127.0.0.1, a free port; prints "ISSUER <url>" once up
//
// The ID token's e-mail comes from the authorize request's `login_hint` (default
// person@example.org); a hint starting with "unverified:" gives email_verified false.
import { OAuth2Server } from "oauth2-mock-server";

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
const hints = new Map();

server.service.on("beforeAuthorizeRedirect", (redirect, req) => {
  const url = new URL(req.url, "http://localhost");
  const code = redirect.url.searchParams.get("code");
  if (code) hints.set(code, url.searchParams.get("login_hint") || "person@example.org");
});

server.service.on("beforeTokenSigning", (token, req) => {
  const code = req.body && req.body.code;
  if (!code || !hints.has(code)) return;
  const hint = hints.get(code);
  const unverified = hint.startsWith("unverified:");
  token.payload.email = unverified ? hint.slice("unverified:".length) : hint;
  token.payload.email_verified = !unverified;
});

await server.start(0, "127.0.0.1");
server.issuer.url = `http://127.0.0.1:${server.address().port}`;
console.log(`ISSUER ${server.issuer.url}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
