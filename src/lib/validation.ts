/** Validation rules of SPEC §5 that are not tied to one screen. Each returns an error key or null. */

export const PASSWORD_MIN = 4
export const USERNAME_MAX = 60

/** New password: required, not the username (case-insensitive), at least 4 characters. */
export function newPasswordError(password: string, username: string): 'required' | 'username' | 'min' | null {
  if (!password) return 'required'
  if (username && password.toLowerCase() === username.toLowerCase()) return 'username'
  if (password.length < PASSWORD_MIN) return 'min'
  return null
}

export function usernameError(username: string): 'required' | 'max' | null {
  if (!username.trim()) return 'required'
  if (username.length > USERNAME_MAX) return 'max'
  return null
}

/** A name typed into a name/rename/new dialog: required. */
export function requiredError(value: string): 'required' | null {
  return value.trim() ? null : 'required'
}
