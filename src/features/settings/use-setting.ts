import { saveSetting } from '../../state/actions/settings'
import { useUiSetting } from '../../state/ui-settings'

/** A uiSettings value and its saver (the value shows at once; the server write follows). */
export function useSetting<T>(path: string): [T, (v: T) => void] {
  const value = useUiSetting<T>(path)
  return [value, (v: T) => void saveSetting(path, v)]
}

