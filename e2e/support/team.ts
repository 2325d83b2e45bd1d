import type { Browser } from 'playwright-core';
import { graphql } from './api.ts';
import { openPage, type WatchedPage } from './browser.ts';
import type { Product } from './product.ts';

export interface Person {
  email: string;
  password: string;
  name: string;
}

export const FIRST_OWNER: Person = { email: 'olive@example.org', password: 'a long owner passphrase', name: 'Olive Owner' };

/** The one-time code the server prints at its first start, which makes the first owner (team mode). */
function setupCode(product: Product): string {
  const match = /one-time setup code to make the first owner: (\S+)/.exec(product.log());
  if (!match) throw new Error(`No setup code in the server's log:\n${product.log()}`);
  return match[1];
}

/** Makes the first owner through the first-run route, as a script would; answers their session's token. */
export async function makeFirstOwner(product: Product, person: Person = FIRST_OWNER): Promise<string> {
  const response = await fetch(`${product.baseUrl}/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: setupCode(product), ...person }),
  });
  if (response.status !== 201) throw new Error(`Setup answered ${response.status}: ${await response.text()}`);
  return /tapescript_token=([^;]+)/.exec(response.headers.get('set-cookie')!)![1];
}

/** Makes the first owner as a person does, on the first-run page; answers their page, signed in on the library. */
export async function makeFirstOwnerInBrowser(browser: Browser, product: Product, viewport: { width: number; height: number }, person: Person = FIRST_OWNER): Promise<WatchedPage> {
  const owner = await openPage(browser, product.baseUrl, viewport);
  await owner.page.goto('/setup');
  await owner.page.getByLabel(/^Setup code/).fill(setupCode(product));
  await owner.page.getByLabel(/^Your name/).fill(person.name);
  await owner.page.getByLabel(/^Email/).fill(person.email);
  await owner.page.getByLabel(/^Password/).fill(person.password);
  await owner.page.getByRole('button', { name: 'Make the owner account' }).click();
  await owner.page.waitForURL((url) => url.pathname === '/');
  return owner;
}

/** Signs `person` in through the sign-in route, as the sign-in page does; answers their session's token. */
export async function signIn(product: Product, person: Pick<Person, 'email' | 'password'>): Promise<string> {
  const response = await fetch(`${product.baseUrl}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  const token = /tapescript_token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!response.ok || !token) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return token;
}

/** Invites `person` at `role` with the owner's session and accepts the invitation as they would: they can sign in. */
export async function joinTeam(product: Product, ownerToken: string, person: Person, role: 'OWNER' | 'EDITOR' | 'VIEWER'): Promise<void> {
  const invited = await graphql<{ inviteUser: { url: string } }>(
    product.baseUrl,
    'mutation ($email: String!, $role: Role!) { inviteUser(email: $email, role: $role) { url } }',
    { email: person.email, role },
    ownerToken,
  );
  const token = invited.inviteUser.url.split('#')[1];
  await graphql(
    product.baseUrl,
    'mutation ($token: String!, $password: String!, $name: String) { acceptInvitation(token: $token, password: $password, name: $name) { id } }',
    { token, password: person.password, name: person.name },
  );
}

/** A page of the person whose session `token` is, at `viewport`. */
export async function signedInPage(browser: Browser, product: Product, token: string, viewport: { width: number; height: number }): Promise<WatchedPage> {
  const tab = await openPage(browser, product.baseUrl, viewport);
  await tab.context.addCookies([{ name: 'tapescript_token', value: token, url: product.baseUrl, httpOnly: true, sameSite: 'Strict' }]);
  return tab;
}
