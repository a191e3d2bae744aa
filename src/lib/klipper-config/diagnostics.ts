/** What the config linter reports: a code the editor turns into a translated message, and where. */

export type LintCode =
  | 'unknownSection'
  | 'sectionTypo'
  | 'unknownOption'
  | 'optionTypo'
  | 'requiredMissing'
  | 'duplicateSection'
  | 'duplicateOption'
  | 'notNumber'
  | 'notBoolean'
  | 'notPin'
  | 'notNumberList'
  | 'outOfRange'
  | 'pinTwice'
  | 'includeMissing'
  | 'includeEmptyGlob'
  | 'templateUnclosedTag'
  | 'templateUnclosedBlock'
  | 'templateUnexpectedTag'
  | 'autosaveEdited'
  | 'noSection'
  | 'unreadable'

export type LintSeverity = 'error' | 'warning' | 'hint'

/** A quick fix: replace from..to with `insert`. `code` names its label ('replace': "Change to …", 'add': "Add …"). */
export interface LintFix {
  code: 'replace' | 'add'
  from: number
  to: number
  insert: string
  /** The name shown in the label. */
  name: string
}

export interface ConfigDiagnostic {
  from: number
  to: number
  severity: LintSeverity
  code: LintCode
  params: Record<string, string | number>
  fix?: LintFix
}

/** What the linter needs besides the text. */
export interface LintContext {
  /** The file's path in the config root ('printer.cfg', 'macros/start.cfg'). */
  path: string
  /** Every file of the config root, relative to it; null when unknown (includes are not checked then). */
  files: readonly string[] | null
  /** The SAVE_CONFIG block's lines as the printer last had them; null to skip that check. */
  savedAutosave: readonly string[] | null
}
