/** What the stock form (or a movement: receive, write off) sends (001 §5 Inventory); the quantity only on create, stock received / written off only on edit. */
export interface StockInput {
  title?: string;
  category?: string;
  price?: string;
  quantity?: string;
  /** Sent even when empty (clears it); absent: not sent. */
  description?: string;
  image?: File | null;
  addQuantity?: string;
  removeQuantity?: string;
  challanNumber?: string;
  remark?: string;
  invoice?: File | null;
}

/** The multipart body of POST inventory/create and PUT inventory/update/:id: trimmed text, empty optionals left out. */
export function stockFormData(input: StockInput): FormData {
  const fd = new FormData();
  const put = (key: string, value: string | undefined) => {
    const v = value?.trim();
    if (v) fd.append(key, v);
  };
  put('title', input.title);
  put('category', input.category);
  put('price', input.price);
  put('quantity', input.quantity);
  if (input.description !== undefined) fd.append('description', input.description.trim());
  put('addQuantity', input.addQuantity);
  put('removeQuantity', input.removeQuantity);
  put('challanNumber', input.challanNumber);
  put('remark', input.remark);
  if (input.image) fd.append('image', input.image, input.image.name);
  if (input.invoice) fd.append('invoice', input.invoice, input.invoice.name);
  return fd;
}
