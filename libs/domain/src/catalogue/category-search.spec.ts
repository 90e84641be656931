import { searchCategories } from './category-search';

interface Node {
  name: string;
  children: Node[];
}
const node = (name: string, children: Node[] = []): Node => ({ name, children });

const tree = [
  node('Reinigung', [node('Bodenreinigung', [node('Grundreiniger')]), node('Sanitär')]),
  node('Čisticí prostředky', [node('Podlahy')]),
];

describe('searchCategories', () => {
  it('finds names containing every word, ignoring case and accents, parents first', () => {
    expect(searchCategories(tree, 'REINIG').map((n) => n.name)).toEqual([
      'Reinigung',
      'Bodenreinigung',
      'Grundreiniger',
    ]);
    expect(searchCategories(tree, 'cistici').map((n) => n.name)).toEqual(['Čisticí prostředky']);
    expect(searchCategories(tree, 'prostredky cist').map((n) => n.name)).toEqual(['Čisticí prostředky']);
    expect(searchCategories(tree, 'sanitar').map((n) => n.name)).toEqual(['Sanitär']);
  });

  it('finds nothing for a blank query or a name that is not there, and stops at the limit', () => {
    expect(searchCategories(tree, '  ')).toEqual([]);
    expect(searchCategories(tree, 'maschine')).toEqual([]);
    expect(searchCategories(tree, 'rein', 2).map((n) => n.name)).toEqual(['Reinigung', 'Bodenreinigung']);
  });
});
