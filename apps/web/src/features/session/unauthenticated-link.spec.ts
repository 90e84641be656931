import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { of, type Observable } from 'rxjs';
import { createUnauthenticatedLink } from './unauthenticated-link';

const QUERY = gql`
  query Probe {
    me {
      role
    }
  }
`;

function clientAnswering(answer: () => Observable<ApolloLink.Result>, report: () => void) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([createUnauthenticatedLink(report), new ApolloLink(() => answer())]),
  });
}

describe('unauthenticated link', () => {
  it('reports a GraphQL error with code UNAUTHENTICATED', async () => {
    const report = jest.fn();
    const client = clientAnswering(
      () =>
        of({
          errors: [{ message: 'error.unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }],
        } as unknown as ApolloLink.Result),
      report,
    );
    await expect(client.query({ query: QUERY })).rejects.toBeTruthy();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('does not report other errors or successful answers', async () => {
    const report = jest.fn();
    const forbidden = clientAnswering(
      () =>
        of({
          errors: [{ message: 'error.forbidden', extensions: { code: 'FORBIDDEN' } }],
        } as unknown as ApolloLink.Result),
      report,
    );
    await expect(forbidden.query({ query: QUERY })).rejects.toBeTruthy();
    const fine = clientAnswering(() => of({ data: { me: null } }), report);
    await fine.query({ query: QUERY });
    expect(report).not.toHaveBeenCalled();
  });
});
