import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../i18n/i18n';
import { EmptyState, PageStates } from './page-states';

const i18n = i18nFor('de');
const inShop = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('PageStates', () => {
  const frame = (props: { unavailable?: ReactNode; failed?: boolean; data?: string[] | null }) => {
    const retry = jest.fn();
    inShop(
      <PageStates
        unavailable={props.unavailable}
        failed={props.failed ?? false}
        onRetry={retry}
        data={props.data}
        loading={<p>skeleton</p>}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState>nothing yet</EmptyState>}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PageStates>,
    );
    return retry;
  };

  it('shows the unavailable state before anything else', () => {
    frame({ unavailable: <EmptyState>no customer</EmptyState>, failed: true, data: ['a'] });
    expect(screen.getByText('no customer').className).toBe('empty-state');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('a')).toBeNull();
  });

  it('shows the translated error with a retry button when the load failed', () => {
    const retry = frame({ unavailable: false, failed: true, data: null });
    expect(screen.getByRole('alert').textContent).toContain(i18n.t('errors.loadFailed'));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('skeleton')).toBeNull();
  });

  it('shows the skeleton while the data is missing', () => {
    frame({ data: undefined });
    expect(screen.getByText('skeleton')).toBeTruthy();
  });

  it('shows the empty state for data with nothing to show', () => {
    frame({ data: [] });
    expect(screen.getByText('nothing yet').className).toBe('empty-state');
  });

  it('hands the loaded data to the children', () => {
    frame({ data: ['first', 'second'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
  });

  it('renders a progressive screen once it neither is unavailable nor failed', () => {
    inShop(
      <PageStates failed={false} onRetry={() => undefined} errorClassName="page-section" progressive>
        <p>listing with its own skeletons</p>
      </PageStates>,
    );
    expect(screen.getByText('listing with its own skeletons')).toBeTruthy();
  });

  it('puts the error in the box of errorClassName', () => {
    inShop(
      <PageStates failed onRetry={() => undefined} errorClassName="page-section" progressive>
        <p>listing</p>
      </PageStates>,
    );
    expect(screen.getByRole('alert').parentElement?.className).toBe('page-section');
    expect(screen.queryByText('listing')).toBeNull();
  });
});
