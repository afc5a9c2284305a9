/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './AppErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe(AppErrorBoundary.name, () => {
  afterEach(cleanup);

  it('shows its children while they render', () => {
    render(
      <AppErrorBoundary>
        <p>Dashboard</p>
      </AppErrorBoundary>,
    );

    expect(screen.getByText('Dashboard')).toBeTruthy();
  });

  it('replaces a page that throws with a message and a way to reload, not a blank page', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    quiet.mockRestore();
  });
});
