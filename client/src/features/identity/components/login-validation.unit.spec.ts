import { describe, expect, it } from 'vitest';
import { stripNonAscii, validateLogin } from './login-validation';

describe('validateLogin (001 §5)', () => {
  it("uses the spec's messages", () => {
    expect(validateLogin('', '')).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin('a@b.co', '12345')).toEqual({ password: 'Password must be at least 6 characters' });
    expect(validateLogin('nope', '123456').email).toBe('Please enter a valid email address');
    expect(validateLogin('admin@demo.school', 'demo1234')).toEqual({});
  });
  it('strips characters outside printable ASCII', () => {
    expect(stripNonAscii('ädmin@démo.school\u200b')).toBe('dmin@dmo.school');
  });
});
