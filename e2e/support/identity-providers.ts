import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  OAuth2Issuer,
  OAuth2Server,
  OAuth2Service,
} from 'oauth2-mock-server';

/**
 * Local stand-ins for Google and GitHub that speak their protocols: a real OpenID Connect server
 * (discovery, JWKS, signed ID tokens, PKCE) for Google, and OAuth 2 at GitHub's paths plus the two
 * REST calls GitHub sign-in makes (/user, /user/emails) for GitHub. The person "at the keyboard"
 * of each is whoever the test signs in as; `deny()` makes them refuse consent instead.
 */

export type ProviderUser = {
  id: string;
  email: string;
  name: string;
  emailVerified?: boolean;
  picture?: string;
};

export type FakeProvider = {
  url: string;
  signInAs: (user: ProviderUser) => void;
  /** The next authorization ends with ?error=access_denied, as when the user clicks Cancel. */
  deny: () => void;
};

export type IdentityProviders = {
  google: FakeProvider;
  github: FakeProvider;
  /** The server environment that points Pitwall at these providers. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

function keyboard() {
  let user: ProviderUser | null = null;
  let denyNext = false;
  return {
    signInAs: (next: ProviderUser) => {
      user = next;
      denyNext = false;
    },
    deny: () => {
      denyNext = true;
    },
    current: () => {
      if (!user) throw new Error('The test did not say who signs in at the provider');
      return user;
    },
    takeDenial: () => {
      const denied = denyNext;
      denyNext = false;
      return denied;
    },
  };
}

function onAuthorize(service: OAuth2Service, person: ReturnType<typeof keyboard>) {
  service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
    if (!person.takeDenial()) return;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', 'access_denied');
  });
}

async function startGoogle(): Promise<FakeProvider & { stop: () => Promise<void> }> {
  const person = keyboard();
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    const user = person.current();
    Object.assign(token.payload, {
      sub: user.id,
      email: user.email,
      email_verified: user.emailVerified ?? true,
      name: user.name,
      ...(user.picture ? { picture: user.picture } : {}),
    });
  });
  onAuthorize(server.service, person);
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url ?? '';
  return { url, signInAs: person.signInAs, deny: person.deny, stop: () => server.stop() };
}

async function startGitHub(): Promise<FakeProvider & { stop: () => Promise<void> }> {
  const person = keyboard();
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer, {
    authorize: '/login/oauth/authorize',
    token: '/login/oauth/access_token',
  });
  onAuthorize(service, person);
  // The access tokens issued, and whom each belongs to: the REST calls below accept only these.
  const tokens = new Map<string, ProviderUser>();
  service.on('beforeResponse', (response: MutableResponse) => {
    if (response.body && typeof response.body.access_token === 'string') {
      tokens.set(response.body.access_token, person.current());
    }
  });
  const api = (request: IncomingMessage, response: ServerResponse) => {
    const token = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
    const user = tokens.get(token);
    response.setHeader('content-type', 'application/json');
    if (!user) {
      response.statusCode = 401;
      response.end(JSON.stringify({ message: 'Bad credentials' }));
      return;
    }
    if (request.url === '/user') {
      // Like most GitHub users, no public email: it comes from /user/emails.
      const [login] = user.email.split('@');
      response.end(
        JSON.stringify({
          id: Number(user.id),
          login,
          name: user.name,
          email: null,
          avatar_url: user.picture ?? null,
        }),
      );
    } else {
      response.end(
        JSON.stringify([
          { email: user.email, primary: true, verified: user.emailVerified ?? true, visibility: null },
          {
            email: `${user.id}+noreply@users.noreply.github.com`,
            primary: false,
            verified: true,
            visibility: null,
          },
        ]),
      );
    }
  };
  const server: Server = createServer((request, response) => {
    if (request.url === '/user' || request.url === '/user/emails') api(request, response);
    else service.requestHandler(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  issuer.url = url;
  return {
    url,
    signInAs: person.signInAs,
    deny: person.deny,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}

export async function startIdentityProviders(): Promise<IdentityProviders> {
  const [google, github] = await Promise.all([startGoogle(), startGitHub()]);
  return {
    google,
    github,
    env: {
      GOOGLE_CLIENT_ID: 'pitwall-test-google',
      GOOGLE_CLIENT_SECRET: 'pitwall-test-google-secret',
      GOOGLE_ISSUER_URL: google.url,
      GITHUB_CLIENT_ID: 'pitwall-test-github',
      GITHUB_CLIENT_SECRET: 'pitwall-test-github-secret',
      GITHUB_URL: github.url,
      GITHUB_API_URL: github.url,
    },
    stop: async () => {
      await Promise.all([google.stop(), github.stop()]);
    },
  };
}
