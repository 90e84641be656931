import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { matchPath } from '@shop/locales';
import type { RouteBaseName } from '@shop/domain';
import './catalogue-layouts.css';

const STEPS = ['cart', 'order-confirmation', 'order-finish'] as const satisfies readonly RouteBaseName[];
const STEP_TITLES = {
  cart: 'pages.cart.title',
  'order-confirmation': 'pages.orderConfirmation.title',
  'order-finish': 'pages.orderFinish.title',
} as const;

/** The order steps with the current one marked (aria-current="step"); the steps are no links. */
function OrderSteps() {
  const { t } = useTranslation();
  const name = matchPath(useLocation().pathname)?.route.name;
  const current = STEPS.findIndex((step) => step === name);
  return (
    <nav aria-label={t('layouts.orderSteps')} className="container order-steps">
      <ol className="order-steps__list">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={`order-steps__step${index === current ? ' order-steps__step--current' : ''}${
              index < current ? ' order-steps__step--done' : ''
            }`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="order-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {t(STEP_TITLES[step])}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The "cart" layout (docs/decisions/0115): the cart as the first of the order steps. */
export function CartLayout() {
  return (
    <>
      <OrderSteps />
      <Outlet />
    </>
  );
}

/** The "checkout" layout (order confirmation and finish): the order steps above the page. */
export function CheckoutLayout() {
  return (
    <>
      <OrderSteps />
      <Outlet />
    </>
  );
}
