import { useId } from 'react';
import type { TableBlock as Block } from './block-types';

/** A data table with caption and header cells; scrolls sideways on narrow screens (focusable region). */
export function TableBlock({ block }: { block: Block }) {
  const headingId = useId();
  if (block.rows.length === 0) return null;
  return (
    <section className="content-block table-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      {/* A region that scrolls sideways must take keyboard focus to be scrollable without a mouse (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-block__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table>
          {block.caption && <caption>{block.caption}</caption>}
          {block.head.length > 0 && (
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 && block.rowHeaders ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
