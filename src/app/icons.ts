/** Every icon the app uses; /icons lists them (icons.test.ts keeps this list complete). */
export {
  IconAdjustments, IconAlertOctagon, IconAlertTriangle, IconArrowBackUp, IconArrowDown, IconArrowLeft, IconArrowUp,
  IconArrowsMaximize, IconArrowsMove, IconArrowsVertical, IconBan, IconBell, IconBellOff, IconBook, IconCamera, IconChartLine,
  IconCheck, IconChevronDown, IconChevronRight, IconCircleCheckFilled, IconClockHour4, IconCode, IconColumns, IconCpu, IconCube,
  IconDatabaseExclamation, IconDeviceFloppy, IconDotsVertical, IconDownload, IconEngineOff, IconEye, IconEyeOff, IconFile,
  IconFileCode, IconFilePlus, IconFileSettings, IconFileText, IconFileUpload, IconFileX, IconFiles, IconFilter, IconFlame,
  IconFlameOff, IconFolder, IconFolderPlus, IconForms, IconGauge, IconGripVertical, IconHome, IconKey,
  IconLayoutSidebarRightExpand, IconLock, IconLockOpen, IconLogout, IconMaximize, IconMovie, IconPencil, IconPhoto,
  IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconPlugConnectedX, IconPlus, IconPower, IconPrinter, IconPropeller,
  IconQrcode, IconRefresh, IconRestore, IconRuler2, IconSearch, IconSend, IconSettings, IconTemperature, IconTerminal2,
  IconTrash, IconUpload, IconUserCircle, IconUserPlus, IconVideo, IconX,
} from '@tabler/icons-react'
