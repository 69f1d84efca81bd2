export interface DepartmentInput {
  title: string;
  description: string;
  icon: File | null;
}

/** 000 §7: multipart with title, description and an optional icon image. */
export function departmentFormData(input: DepartmentInput): FormData {
  const fd = new FormData();
  fd.append('title', input.title.trim());
  fd.append('description', input.description.trim());
  if (input.icon) fd.append('icon', input.icon, input.icon.name);
  return fd;
}
