// The back office's product names (content.write, decision 074): staff edit a product's English
// display name and its versions per locale through the content module's audited table editing
// (decision 029), like a banner's texts. Products are neither created nor deleted here, and
// enabling one stays a four-eyes `product` proposal (proposal-kind.ts).
import { type ProductNamesBody, StaffProductNames } from '../../../shared/schemas/product.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import { type Resource, textColumns, viewOf } from '../content/admin.ts';
import { AdminTable } from '../content/repository.ts';

export function productNames(db: Sqlite): Resource<ProductNamesBody, StaffProductNames> {
  return {
    target: 'product-names',
    table: new AdminTable(db, 'Product', 'sort ASC, id ASC'),
    // only the names: symbol, prices and trading modes are not staff's to change here
    columns: (b) => textColumns(b),
    view: viewOf(StaffProductNames, { booleans: ['enabled'], dates: [] }),
    images: () => [],
  };
}
