/** Every icon the app uses; /icons lists them (icons.test.ts keeps this list complete). */
export {
  IconAdjustments, IconAlertOctagon, IconAlertTriangle, IconArrowBackUp, IconArrowBarToDown, IconArrowDown,
  IconArrowLeft, IconArrowUp, IconArrowsDiff, IconArrowsMaximize, IconArrowsMove, IconArrowsVertical, IconBan, IconBell,
  IconBellOff, IconBook, IconCamera, IconCancel, IconChartBar, IconChartLine, IconCheck, IconChevronDown,
  IconChevronRight, IconCircleCheck, IconCircleCheckFilled, IconCircleX, IconClockHour4, IconCloudUpload, IconCode, IconColumns,
  IconCopy, IconCpu, IconCpu2, IconFolderUp, IconArrowBarToUp, IconClockPlus, IconListNumbers,
  IconCube, IconDatabaseExclamation, IconDeviceFloppy, IconDeviceSdCard, IconDotsVertical, IconDownload, IconEngineOff,
  IconEye, IconEyeOff, IconFile, IconFileCode, IconFileOff, IconFilePlus, IconFileSettings, IconFileSpreadsheet,
  IconFileText, IconFileUpload, IconFileX, IconFileZip, IconFiles, IconFilter, IconFlame, IconFlameOff, IconFolder,
  IconFolderPlus, IconForms, IconGauge, IconGridDots, IconGripVertical, IconHistory, IconHome, IconInfoCircle, IconKey,
  IconLayoutGrid, IconLayoutSidebarRightExpand, IconLock, IconLockOpen, IconLogout, IconMaximize, IconMovie, IconNetwork, IconPencil,
  IconPhoto, IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconPlugConnectedX, IconPlugOff, IconPlus, IconPower,
  IconPrinter, IconProgress, IconPropeller, IconQrcode, IconRefresh, IconRestore, IconRotate, IconRotateClockwise,
  IconRoute, IconRuler2, IconSearch, IconSend, IconSettings, IconTemperature, IconTerminal2, IconTool, IconTrash,
  IconTrashX, IconUpload, IconUserCircle, IconUserPlus, IconVideo, IconVideoPlus, IconWaveSine, IconX,
  IconPlayerStopFilled, IconRefreshAlert, IconListDetails, IconCylinder,
} from '@tabler/icons-react'
