import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { CategoryTreeQuery } from '../../gql/generated';
import { categoryPath } from '../navigation/paths';
import { ChevronDownIcon } from '../../ui/icons';
import { QueryError } from '../../ui/query-error';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDismiss } from '../../ui/use-dismiss';
import { useLocale } from '../locale/locale-context';
import { CATEGORY_TREE_QUERY } from './category-tree.queries';
import { sortCategories } from './sort-categories';
import './main-navigation.css';

type TopCategory = CategoryTreeQuery['categoryTree']['categories'][number];

interface MainNavigationProps {
  id: string;
  /** Small screens: whether the menu button has opened the navigation. */
  open: boolean;
  onNavigate: () => void;
}

function MegaPanel({
  category,
  panelId,
  onNavigate,
}: {
  category: TopCategory;
  panelId: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div id={panelId} className="mega-panel">
      <div className="mega-panel__inner container">
        <p className="mega-panel__head">
          <Link to={categoryPath(locale, category.slug)} className="mega-panel__all" onClick={onNavigate}>
            {t('nav.showAll', { name: category.name })}
          </Link>
          <span className="mega-panel__count">{t('nav.productCount', { count: category.productCount })}</span>
        </p>
        <div className="mega-panel__groups">
          {sortCategories(category.children).map((branch) => (
            <div key={branch.id} className="mega-panel__group">
              <Link
                to={categoryPath(locale, branch.slug)}
                className="mega-panel__group-title"
                onClick={onNavigate}
              >
                {branch.name}
              </Link>
              {branch.children.length > 0 && (
                <ul className="mega-panel__links">
                  {sortCategories(branch.children).map((leaf) => (
                    <li key={leaf.id}>
                      <Link to={categoryPath(locale, leaf.slug)} onClick={onNavigate}>
                        {leaf.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The category navigation (disclosure pattern): each top category is a button that opens its panel
 * of subcategories; Escape, a click outside or moving focus away closes it.
 */
export function MainNavigation({ id, open, onNavigate }: MainNavigationProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const idPrefix = useId();
  const { data, error, refetch } = useQuery(CATEGORY_TREE_QUERY, { variables: { locale } });
  const [openKey, setOpenKey] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => setOpenKey(null), []);
  useDismiss(openKey !== null, nav, close, trigger);

  const navigate = () => {
    close();
    onNavigate();
  };

  let content;
  if (data) {
    content = (
      <ul className="main-nav__list">
        {sortCategories(data.categoryTree.categories).map((category) => {
          const panelId = `${idPrefix}-${category.key}`;
          const expanded = openKey === category.key;
          if (category.children.length === 0) {
            return (
              <li key={category.id} className="main-nav__item">
                <Link
                  to={categoryPath(locale, category.slug)}
                  className="main-nav__trigger"
                  onClick={navigate}
                >
                  {category.name}
                </Link>
              </li>
            );
          }
          return (
            <li
              key={category.id}
              className="main-nav__item"
              onBlur={(event) => {
                if (expanded && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
            >
              <button
                type="button"
                className="main-nav__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={(event) => {
                  trigger.current = event.currentTarget;
                  setOpenKey(expanded ? null : category.key);
                }}
              >
                {category.name}
                <ChevronDownIcon width={16} height={16} className="main-nav__chevron" />
              </button>
              {expanded && <MegaPanel category={category} panelId={panelId} onNavigate={navigate} />}
            </li>
          );
        })}
      </ul>
    );
  } else if (error) {
    content = <QueryError compact onRetry={() => void refetch()} />;
  } else {
    content = (
      <LoadingRegion label={t('common.loading')} className="main-nav__list main-nav__list--loading">
        {[7, 9, 8, 10, 8, 11].map((width, index) => (
          <Skeleton key={index} width={`${width}rem`} height="1.25rem" className="main-nav__skeleton" />
        ))}
      </LoadingRegion>
    );
  }

  return (
    <nav
      id={id}
      ref={nav}
      aria-label={t('a11y.mainNavigation')}
      className={open ? 'main-nav main-nav--open' : 'main-nav'}
    >
      <div className="container main-nav__bar">{content}</div>
    </nav>
  );
}
