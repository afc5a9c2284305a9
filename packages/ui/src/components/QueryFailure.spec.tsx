/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryFailure } from './QueryFailure';

const failed = (message: string) => ({
  refetch: jest.fn(),
  isFetching: false,
  error: new Error(message),
});

describe(QueryFailure.name, () => {
  afterEach(cleanup);

  it("shows what failed with the server's message, and Retry asks again", async () => {
    const query = failed('Service unavailable');
    render(<QueryFailure query={query} prefix="Failed to load payment methods" />);

    expect(screen.getByText('Failed to load payment methods: Service unavailable')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the message alone without a prefix', () => {
    render(<QueryFailure query={failed('Failed to fetch transactions')} />);

    expect(screen.getByText('Failed to fetch transactions')).toBeTruthy();
  });
});
