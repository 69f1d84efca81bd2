/** The book form's values (001 §2): pickers hold ids, the cover a file. */
export interface BookInput {
  title: string;
  summery: string;
  quantity: string;
  author: string;
  publication: string;
  dateOfPublication: string;
  bookCategory: string;
  image: File | null;
}

export const emptyBook: BookInput = {
  title: '',
  summery: '',
  quantity: '',
  author: '',
  publication: '',
  dateOfPublication: '',
  bookCategory: '',
  image: null,
};

/** 001 §7: multipart with title, summery, quantity, author, publication, dateOfPublication, bookCategory, image. */
export function bookFormData(input: BookInput): FormData {
  const fd = new FormData();
  fd.append('title', input.title.trim());
  fd.append('summery', input.summery.trim());
  fd.append('quantity', input.quantity.trim());
  for (const k of ['author', 'publication', 'dateOfPublication', 'bookCategory'] as const) if (input[k]) fd.append(k, input[k]);
  if (input.image) fd.append('image', input.image, input.image.name);
  return fd;
}
