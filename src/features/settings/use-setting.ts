import { saveSetting } from '../../state/actions/settings'
import { useUiSetting, type UiAt, type UiPath } from '../../state/settings/settings'

/** A uiSettings value and its saver (the value shows at once; the server write follows). */
export function useSetting<P extends UiPath>(path: P): [UiAt<P>, (v: Exclude<UiAt<P>, undefined>) => void] {
  const value = useUiSetting(path)
  return [value, (v) => void saveSetting(path, v)]
}
