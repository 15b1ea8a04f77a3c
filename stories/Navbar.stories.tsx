import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { Role } from '../src/auth/claims';
import { getSession } from '../src/auth/session';
import { unsignedToken } from '../src/auth/unsignedToken';
import '../src/elements/lib-navbar';
import { shadowView } from './support/shadowQueries';
import { ownFrame } from './support/docs';

interface NavbarArgs {
  /** The signed-in role, or none for a signed-out visitor. */
  role?: Role;
  onNavigate?: (path: string) => void;
}

function NavbarElement({ onNavigate }: NavbarArgs) {
  return createElement('lib-navbar', {
    ref: (element: HTMLElement | null) => {
      if (!element) return;
      const listener = (event: Event) => {
        event.preventDefault();
        onNavigate?.((event as CustomEvent<{ path: string }>).detail.path);
      };
      element.addEventListener('lib-navigate', listener);
      return () => element.removeEventListener('lib-navigate', listener);
    },
  });
}

const bar = (canvasElement: HTMLElement) => shadowView(canvasElement, 'lib-navbar', 'nav');

/** The visible links and buttons of the bar's list (the brand and the menu button aside). */
const linkNames = (view: Awaited<ReturnType<typeof bar>>) =>
  Array.from(view.getByRole('navigation').querySelectorAll('li > a, li > button'))
    .filter((node) => node.checkVisibility())
    .map((node) => node.textContent);

const PHONE = {
  viewport: {
    options: {
      phone375: { name: 'Phone (375px)', styles: { width: '375px', height: '667px' } },
    },
  },
};

const WIDTHS = {
  viewport: {
    options: {
      laptop1024: { name: 'Laptop (1024px)', styles: { width: '1024px', height: '600px' } },
      tablet768: { name: 'Tablet (768px)', styles: { width: '768px', height: '600px' } },
    },
  },
};

/** The top of each visible link and button of the bar's list, rounded to whole pixels. */
const rowsOf = (view: Awaited<ReturnType<typeof bar>>) =>
  new Set(
    Array.from(view.getByRole('navigation').querySelectorAll('li > a, li > button'))
      .filter((node) => node.checkVisibility())
      .map((node) => Math.round(node.getBoundingClientRect().top)),
  );

/**
 * `<lib-navbar>`: brand, Dashboard, the role's links and Logout; Login and Register when signed
 * out. Under 600px the links move to a 250px drawer toggled by a menu button.
 */
const meta = {
  title: 'Screens/Navbar',
  component: NavbarElement,
  args: { onNavigate: fn() },
  parameters: { docs: { story: ownFrame(420) }, layout: 'fullscreen', customElement: 'lib-navbar' },
  beforeEach({ args }) {
    const token = args.role
      ? unsignedToken({
          userId: 5,
          libraryId: 1,
          role: args.role,
          exp: Math.floor(Date.now() / 1000) + 3600,
        })
      : null;
    getSession().send({ type: 'STORAGE_CHANGED', token });
  },
} satisfies Meta<typeof NavbarElement>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  async play({ canvasElement, userEvent, args }) {
    const view = await bar(canvasElement);
    await expect(linkNames(view)).toEqual(['Login', 'Register']);
    await userEvent.click(view.getByRole('link', { name: 'Register' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/register');
  },
};

export const Member: Story = {
  args: { role: 'USER' },
  async play({ canvasElement }) {
    const view = await bar(canvasElement);
    await waitFor(() =>
      expect(linkNames(view)).toEqual([
        'Dashboard',
        'Browse Books',
        'Active Rentals',
        'Rental History',
        'My Requests',
        'Address',
        'Analytics',
        'Logout',
      ]),
    );
    await expect(view.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '#/user/analytics',
    );
  },
};

/** A member's eight links and Logout fit beside the brand in one row at 1024px. */
export const MemberAt1024: Story = {
  args: { role: 'USER' },
  parameters: WIDTHS,
  globals: { viewport: { value: 'laptop1024' } },
  async play({ canvasElement }) {
    const view = await bar(canvasElement);
    await waitFor(() => expect(linkNames(view)).toHaveLength(8));
    await expect(rowsOf(view).size).toBe(1);
  },
};

/** Narrower, the links wrap to a second row that ends, like the first, at the bar's end. */
export const MemberAt768: Story = {
  args: { role: 'USER' },
  parameters: WIDTHS,
  globals: { viewport: { value: 'tablet768' } },
  async play({ canvasElement }) {
    const view = await bar(canvasElement);
    await waitFor(() => expect(linkNames(view)).toHaveLength(8));
    await expect(rowsOf(view).size).toBe(2);
    const logout = view.getByRole('button', { name: 'Logout' }).getBoundingClientRect();
    const list = view.getByRole('navigation').querySelector('ul')!.getBoundingClientRect();
    await expect(Math.round(logout.right)).toBe(Math.round(list.right));
  },
};

export const Admin: Story = {
  args: { role: 'ADMIN' },
  async play({ canvasElement }) {
    const view = await bar(canvasElement);
    await waitFor(() =>
      expect(linkNames(view)).toEqual(['Dashboard', 'Manage Books', 'Analytics', 'Logout']),
    );
  },
};

export const DeliveryPartner: Story = {
  args: { role: 'DELIVERY_PARTNER' },
  async play({ canvasElement }) {
    const view = await bar(canvasElement);
    await waitFor(() => expect(linkNames(view)).toEqual(['Dashboard', 'My Tasks', 'Logout']));
  },
};

export const SuperAdmin: Story = {
  args: { role: 'SUPER_ADMIN' },
  async play({ canvasElement }) {
    const view = await bar(canvasElement);
    await waitFor(() =>
      expect(linkNames(view)).toEqual(['Dashboard', 'Couriers', 'Analytics', 'Logout']),
    );
    await expect(view.getByRole('link', { name: 'Couriers' })).toHaveAttribute(
      'href',
      '#/super-admin/couriers',
    );
    await expect(view.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '#/super-admin/analytics',
    );
  },
};

export const Logout: Story = {
  args: { role: 'USER' },
  async play({ canvasElement, userEvent, args }) {
    const view = await bar(canvasElement);
    await userEvent.click(await view.findByRole('button', { name: 'Logout' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
    await expect(getSession().getSnapshot().context.session).toBeNull();
    await waitFor(() => expect(linkNames(view)).toEqual(['Login', 'Register']));
  },
};

export const MobileClosed: Story = {
  args: { role: 'USER' },
  parameters: PHONE,
  globals: { viewport: { value: 'phone375' } },
  async play({ canvasElement }) {
    const view = await bar(canvasElement);
    const menu = view.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(view.queryByRole('link', { name: 'Active Rentals' })).toBeNull();
    // The navigation landmark is not empty with the links tucked away: it holds the Menu button.
    await expect(view.getByRole('navigation', { name: 'Main' })).toContainElement(menu);
  },
};

export const MobileDrawer: Story = {
  args: { role: 'USER' },
  parameters: PHONE,
  globals: { viewport: { value: 'phone375' } },
  async play({ canvasElement, userEvent, args }) {
    const view = await bar(canvasElement);
    const menu = view.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const link = await view.findByRole('link', { name: 'Active Rentals' });
    await waitFor(() => expect(link).toBeVisible());
    // Focus moves into the drawer; the drawer is 250px wide.
    const shadow = canvasElement.querySelector('lib-navbar')!.shadowRoot!;
    await expect(shadow.activeElement?.getAttribute('aria-label')).toBe('Close menu');
    const panel = shadow.getElementById(menu.getAttribute('aria-controls')!)!;
    await expect(panel.getBoundingClientRect().width).toBe(250);
    // A link click navigates and closes the drawer.
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/user/active-rentals');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // This host routes itself and leaves the focus alone: it is on the menu button, not lost with
    // the hidden drawer.
    await expect(shadow.activeElement).toBe(menu);
  },
};

export const MobileDrawerEscape: Story = {
  args: { role: 'ADMIN' },
  parameters: PHONE,
  globals: { viewport: { value: 'phone375' } },
  async play({ canvasElement, userEvent }) {
    const view = await bar(canvasElement);
    const menu = view.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await waitFor(() => expect(view.getByRole('link', { name: 'Manage Books' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const shadow = canvasElement.querySelector('lib-navbar')!.shadowRoot!;
    await expect(shadow.activeElement).toBe(menu);
  },
};

export const MobileLogout: Story = {
  args: { role: 'DELIVERY_PARTNER' },
  parameters: PHONE,
  globals: { viewport: { value: 'phone375' } },
  async play({ canvasElement, userEvent, args }) {
    const view = await bar(canvasElement);
    const menu = view.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(await view.findByRole('button', { name: 'Logout' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};
