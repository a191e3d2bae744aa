/** Unloads the finished file so the status card shows no job. */
export function resetSdcardFile(): string {
  return 'SDCARD_RESET_FILE'
}

export function saveConfig(): string {
  return 'SAVE_CONFIG'
}

export function firmwareRestart(): string {
  return 'FIRMWARE_RESTART'
}
