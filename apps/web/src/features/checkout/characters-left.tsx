import { useTranslation } from 'react-i18next';

/**
 * How many characters a length-limited input still takes (the order reference and comment: at most
 * MAX_FURTHER_INFORMATION_LENGTH, longer is refused by the BFF, decision 0070). The input names it
 * in its aria-describedby.
 */
export function CharactersLeft({ id, value, max }: { id: string; value: string; max: number }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="checkout-field__counter">
      {t('checkout.charactersLeft', { left: Math.max(0, max - value.length), max })}
    </p>
  );
}
