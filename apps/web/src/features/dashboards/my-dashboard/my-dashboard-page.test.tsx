import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDashboardLayout } from '@mainstay/contracts';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { EVERYTHING, json, renderPage, setupPageTest } from '../../../../test/page-test.tsx';
import { DASHBOARD } from '../test-data.ts';
import { MyDashboardPage } from './my-dashboard-page.tsx';

const fetchMock = setupPageTest({ namespaces: ['dashboards', 'tickets'], rules: EVERYTHING });

const MINE: TDashboardLayout = {
  source: 'mine',
  updated_at: '2025-03-01T10:00:00.000Z',
  widgets: [
    { id: 'overdue', type: 'overdue', x: 0, y: 0, w: 3, h: 2, filters: null },
    { id: 'sla', type: 'sla', x: 3, y: 0, w: 3, h: 2, filters: null },
  ],
};
const ORGANISATION: TDashboardLayout = {
  source: 'organisation',
  updated_at: '2025-02-01T10:00:00.000Z',
  widgets: [{ id: 'feedback', type: 'feedback', x: 0, y: 0, w: 4, h: 2, filters: null }],
};

const sent: { method: string; body: unknown }[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

/**
 * Lays the widgets' grid out as a browser would (jsdom lays nothing out): twelve columns of
 * 60 px and rows of the given heights, 24 px apart.
 */
function layOutGrid(rows: number[]) {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    if (element.getAttribute('aria-label') !== 'Dashboard widgets') return style;
    const laidOut: Record<string, string> = {
      gridTemplateColumns: Array.from({ length: 12 }, () => '60px').join(' '),
      gridTemplateRows: rows.map((row) => `${row}px`).join(' '),
      columnGap: '24px',
      rowGap: '24px',
    };
    return new Proxy(style, {
      get: (target, name) =>
        typeof name === 'string' && name in laidOut
          ? laidOut[name]
          : (Reflect.get(target, name, target) as unknown),
    });
  });
}

function serve(layout: TDashboardLayout | 'fail' = MINE) {
  sent.length = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.includes('/v1/dashboards/layout')) {
      if (method !== 'GET') {
        sent.push({ method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      }
      if (method === 'DELETE') return json(200, ORGANISATION);
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as Pick<TDashboardLayout, 'widgets'>;
        return json(200, { ...MINE, widgets: body.widgets });
      }
      return layout === 'fail'
        ? json(500, { message: 'Boom', code: 'INTERNAL' })
        : json(200, layout);
    }
    if (url.includes('/v1/dashboards/service')) return json(200, DASHBOARD);
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function show() {
  renderPage(
    <MyDashboardPage title="Dashboard" breadcrumbs={[{ label: 'Dashboard' }]} />,
    '/dashboard',
  );
  return userEvent.setup();
}

const status = () => screen.getAllByRole('status').find((node) => node.getAttribute('aria-live'))!;

describe('MyDashboardPage', () => {
  it("shows the layout's widgets from the service dashboard, in reading order", async () => {
    serve();
    show();
    const grid = await screen.findByRole('region', { name: 'Dashboard widgets' });
    await waitFor(() =>
      expect(within(grid).getByRole('region', { name: 'Overdue items' })).toBeInTheDocument(),
    );
    const names = within(grid)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Overdue items', 'SLA compliance']);
    expect(screen.getByText('Your own layout.')).toBeInTheDocument();
  });

  it('moves and resizes a widget with the keyboard and says where it now is', async () => {
    serve();
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit layout' }));
    await user.click(screen.getByRole('button', { name: 'Make Overdue items wider' }));
    expect(status()).toHaveTextContent(
      'Overdue items: place 1 of 2, column 1, row 1, 4 columns wide and 2 rows tall.',
    );
    // It now covers the start of SLA compliance, which goes down below it.
    // The handle: arrow keys move, Shift with the arrows resizes.
    screen.getByRole('button', { name: 'Move SLA compliance' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(status()).toHaveTextContent(
      'SLA compliance: place 2 of 2, column 4, row 4, 3 columns wide and 2 rows tall.',
    );
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(status()).toHaveTextContent(
      'SLA compliance: place 2 of 2, column 4, row 4, 3 columns wide and 3 rows tall.',
    );
    await user.click(screen.getByRole('button', { name: 'Move SLA compliance earlier' }));
    expect(status()).toHaveTextContent('SLA compliance: place 1 of 2, column 1, row 1');
    const headings = within(screen.getByRole('region', { name: 'Dashboard widgets' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['SLA compliance', 'Overdue items']);
  });

  it('saves the layout as arranged, with an added widget', async () => {
    serve();
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit layout' }));
    await user.click(screen.getByRole('button', { name: 'Remove SLA compliance' }));
    await user.click(screen.getByRole('button', { name: 'Add widget' }));
    await user.click(screen.getByRole('menuitem', { name: 'Feedback' }));
    expect(status()).toHaveTextContent('Feedback added.');
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      body: {
        widgets: [
          { id: 'overdue', type: 'overdue', x: 0, y: 0, w: 3, h: 2, filters: null },
          { id: 'feedback', type: 'feedback', x: 0, y: 2, w: 3, h: 2, filters: null },
        ],
      },
    });
    expect(await screen.findByRole('button', { name: 'Edit layout' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Layout saved.');
  });

  it("asks before resetting, then shows the organisation's default", async () => {
    serve();
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit layout' }));
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your layout?' });
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', body: undefined }]));
    expect(await screen.findByText("The organisation's default layout.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Feedback' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Overdue items' })).not.toBeInTheDocument();
  });

  it('invites to add widgets when the layout is empty', async () => {
    serve({ ...MINE, widgets: [] });
    show();
    expect(await screen.findByText('No widgets on this dashboard')).toBeInTheDocument();
  });

  it('offers to try again when the layout cannot be loaded', async () => {
    serve('fail');
    const user = show();
    await user.click(await screen.findByRole('button', { name: /try again|retry/i }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).includes('/layout')).length,
      ).toBeGreaterThan(1),
    );
  });

  it('offers no edit controls to a reader of the dashboard', async () => {
    setAbilityRules([{ action: 'read', subject: 'dashboard' }]);
    serve();
    show();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Overdue items' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Edit layout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });

  it("gives a widget filters of its own, or lets it follow the page's", async () => {
    serve();
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit layout' }));
    await user.click(screen.getByRole('button', { name: 'Filters of SLA compliance' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters of SLA compliance' });
    await user.click(within(dialog).getByRole('switch', { name: "Follow the page's filters" }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Tickets' }));
    await user.click(screen.getByRole('option', { name: 'General' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.body as Pick<TDashboardLayout, 'widgets'>;
    expect(body.widgets.map((widget) => widget.filters)).toEqual([
      null,
      { range: '30d', kind: 'general' },
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    const { router } = renderRoutes(
      [
        { path: '/dashboard', element: <MyDashboardPage title="Dashboard" breadcrumbs={[]} /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      '/dashboard',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit layout' }));
    await user.click(screen.getByRole('button', { name: 'Remove SLA compliance' }));
    void router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    void router.navigate('/elsewhere');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('reads right to left in Arabic: the left arrow moves a widget towards the end', async () => {
    await i18n.changeLanguage('ar');
    serve();
    const user = show();
    // The page turns right to left once the language is applied.
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await user.click(await screen.findByRole('button', { name: 'تعديل التخطيط' }));
    const handle = await screen.findByRole('button', {
      name: 'نقل الالتزام باتفاقية مستوى الخدمة',
    });
    handle.focus();
    expect(handle).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(status()).toHaveTextContent('العمود 5'));
  });

  it('drags a widget by its handle with the mouse to another cell', async () => {
    serve();
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit layout' }));
    const handle = screen.getByRole('button', { name: 'Move SLA compliance' });
    // Without a measured width the grid counts 1200 px: a column is about 101 px, a row 88 px.
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 303, clientY: 188 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 303, clientY: 188 });
    expect(status()).toHaveTextContent(
      'SLA compliance: place 2 of 2, column 6, row 2, 3 columns wide and 2 rows tall.',
    );
  });

  it('drags across the columns as laid out, whatever their width', async () => {
    serve();
    layOutGrid([100, 100]);
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit layout' }));
    const handle = screen.getByRole('button', { name: 'Move SLA compliance' });
    // Columns are 84 px apart: 130 px is past the middle of the second (a 101 px guess is not).
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 230, clientY: 100 });
    expect(status()).toHaveTextContent('SLA compliance: place 2 of 2, column 6, row 1');
  });

  it('resizes by the rows as laid out, a tall row taking a longer drag', async () => {
    serve();
    // The widgets' rows, then a tall one below them (a chart that grew with its content).
    layOutGrid([100, 100, 300]);
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit layout' }));
    const widget = (await screen.findByRole('button', { name: 'Move SLA compliance' })).closest(
      '[data-widget]',
    );
    const corner = widget?.lastElementChild as HTMLElement;
    // Halfway down the 300 px row (and its gap) is 162 px: 170 px takes one row, not two.
    fireEvent.pointerDown(corner, { button: 0, pointerId: 1, clientX: 500, clientY: 300 });
    fireEvent.pointerUp(corner, { pointerId: 1, clientX: 500, clientY: 470 });
    expect(status()).toHaveTextContent('3 columns wide and 3 rows tall');
  });
});
