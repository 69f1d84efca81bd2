export const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'OTHER', label: 'Other' },
];
export const CASTES = ['GENERAL', 'OBC', 'SC', 'ST'];
export const COUNTRY_CODES = [
  { code: '+91', label: 'IN +91' },
  { code: '+1', label: 'US +1' },
  { code: '+44', label: 'UK +44' },
  { code: '+971', label: 'AE +971' },
  { code: '+977', label: 'NP +977' },
  { code: '+880', label: 'BD +880' },
];
export const genderLabel = (g: string | null | undefined) => GENDERS.find((x) => x.value === g)?.label ?? 'Not Provided';
