import { DOCUMENT_TEXTS, renderCsv, type RenderedFile } from '@shop/documents';
import type { Language } from '@shop/locales';

/** One line of the CSV: the product's name where the tenant sells it, the price only for roles that see prices. */
export interface CsvListLine {
  sku: string | null;
  name: string;
  quantity: number;
  buyable: boolean;
  addedAt: string;
  /** Null when the role sees no prices; then no price column is written at all. */
  unitPrice: { centAmount: number; currency: string } | null;
}

/**
 * The CSV of a shopping list (decision 0099): sku, name, quantity, buyable and the day it was added;
 * unit price, line amount and currency only when `withPrices` (the role may see prices).
 */
export function renderShoppingListCsv(
  list: { mandantCode: string; customerNo: string },
  lines: readonly CsvListLine[],
  language: Language,
  withPrices: boolean,
): RenderedFile {
  const texts = DOCUMENT_TEXTS[language];
  const { columns, shoppingList } = texts;
  const headers = [columns.sku, columns.name, columns.quantity, shoppingList.buyable, shoppingList.addedAt];
  if (withPrices) headers.push(columns.unitPrice, columns.amount, shoppingList.currency);
  const rows = lines.map((line) => {
    const row: (string | number)[] = [
      line.sku ?? '',
      line.name,
      line.quantity,
      line.buyable ? shoppingList.yes : shoppingList.no,
      line.addedAt.slice(0, 10),
    ];
    if (withPrices)
      row.push(
        line.unitPrice ? line.unitPrice.centAmount / 100 : '',
        line.unitPrice ? (line.unitPrice.centAmount * line.quantity) / 100 : '',
        line.unitPrice?.currency ?? '',
      );
    return row;
  });
  return renderCsv({
    fileNameBase: `${shoppingList.fileName}-${list.mandantCode}-${list.customerNo}`,
    headers,
    rows,
    language,
  });
}
