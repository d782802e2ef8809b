import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DisclosureMenu } from './disclosure-menu.tsx';

const standings = [
  { to: '/drivers', label: 'Drivers' },
  { to: '/teams', label: 'Teams' },
  { to: '/history', label: 'History' },
];

/** The menu in the page shell, beside another control, above the page; its links navigate as on the site. */
function Shell() {
  return (
    <>
      <DisclosureMenu
        trigger="Standings"
        items={standings}
        footer={<button type="button">Sign out</button>}
      />
      <button type="button">Search</button>
      <Outlet />
    </>
  );
}

function Home() {
  return <h1>Home</h1>;
}

function LinkedPage() {
  const { page } = useParams();
  return <h1>{standings.find((link) => link.to === `/${page}`)?.label} page</h1>;
}

const Site = createRoutesStub([
  {
    path: '/',
    Component: Shell,
    children: [
      { index: true, Component: Home },
      { path: ':page', Component: LinkedPage },
    ],
  },
]);

function renderMenu() {
  render(<Site initialEntries={['/']} />);
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Standings' }) };
}

const visibleLinks = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('DisclosureMenu', () => {
  it('starts closed: the button says so and its links are hidden', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(visibleLinks()).toEqual([]);
  });

  it('opens and closes with clicks on its button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(visibleLinks()).toEqual(['Drivers', 'Teams', 'History']);
    // The button names the panel it controls, so assistive technology can jump to it.
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(screen.getByRole('link', { name: 'Teams' }))).toBe(true);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(visibleLinks()).toEqual([]);
  });

  it('opens with Enter or Space on the focused button, and Tab walks through its links', async () => {
    const { user, button } = renderMenu();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(visibleLinks()).toEqual(['Drivers', 'Teams', 'History']);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Drivers' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Teams' }));

    await user.click(button);
    expect(visibleLinks()).toEqual([]);
    await user.keyboard(' ');
    expect(visibleLinks()).toEqual(['Drivers', 'Teams', 'History']);
  });

  it('closes on Escape from a link and puts focus back on the button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Drivers' }));
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(visibleLinks()).toEqual([]);
    expect(document.activeElement).toBe(button);
  });

  it('moves between its links with the arrow keys, wrapping around', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => document.activeElement?.textContent).toBe('Drivers');
    await user.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement?.textContent).toBe('Teams');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await expect.poll(() => document.activeElement?.textContent).toBe('History');
    await user.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement?.textContent).toBe('Drivers');
  });

  it('closes when the visitor clicks elsewhere on the page', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('heading', { name: 'Home' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(visibleLinks()).toEqual([]);
  });

  it('stays open for clicks inside its panel, and closes when focus moves past it', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Sign out is the panel's last control: the next Tab leaves the menu for the page.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes after following one of its links', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Teams' }));
    expect(await screen.findByRole('heading', { name: 'Teams page' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(visibleLinks()).toEqual([]);
  });

  it('is a <details> element in the server render, so it opens without JavaScript', () => {
    const html = renderToString(<Site initialEntries={['/']} />);
    expect(html).toMatch(/<details[^>]*class="menu"[^>]*><summary[^>]*>Standings<\/summary>/);
    expect(html).toContain('href="/teams"');
    expect(html).not.toContain('aria-expanded');
  });
});
